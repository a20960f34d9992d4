import AccountInterface
import Architecture
import ArchitectureTesting
import CheckoutInterfaceTesting
import CoreTesting
import Foundation
import TerminalUI
import TerminalUITesting
import Testing

@testable import ShopApp

/// The real composition full screen on a virtual terminal: the shop over a temporary data
/// directory, its window, its status line and the keys every screen shares.
@MainActor
final class FullScreenSession {
  let terminal: VirtualTerminal
  let shop: Shop
  let shell: ShopShell
  /// The app shell the shop runs on: its tabs and their stacks.
  let appShell = AppShell()
  /// The status line's model.
  let status = StatusBar()
  private let directory: TemporaryDirectory
  var dataDirectory: URL { directory.url }
  private var running: Task<Void, any Error>?

  init(tree: FlowTree, rows: Int = 16, columns: Int = 72, flags: [String] = []) throws {
    directory = try TemporaryDirectory(prefix: "FullScreenTests")
    terminal = VirtualTerminal(rows: rows, columns: columns)
    shop = try Shop(
      configuration: AppConfiguration(dataDirectory: directory.url, environment: [:]),
      flagSources: [
        EnvironmentFlagSource(
          variable: "SHOP_FLAGS", environment: ["SHOP_FLAGS": flags.joined(separator: ",")])
      ],
      views: .screens(in: appShell, status: status),
      logger: SpyLogger(), clock: FixedClock(), tree: tree)
    shell = ShopShell(shop: shop, shell: appShell, status: status)
  }

  /// A session whose shell runs, on its first screen, the catalog.
  static func opened(
    tree: FlowTree, rows: Int = 16, columns: Int = 72, flags: [String] = []
  ) async throws -> FullScreenSession {
    let session = try FullScreenSession(tree: tree, rows: rows, columns: columns, flags: flags)
    session.start()
    try await session.waitFor("the catalog opens") { $0[0] == "Catalog" }
    return session
  }

  /// Runs the shell until it quits. The task holds the shell, not the session, so a test that
  /// fails before the shell quits still releases the session and its temporary directory.
  func start() {
    running = Task { [shell, terminal] in try await shell.run(on: terminal) }
  }

  /// Waits for the shell to quit, then shuts the app down as the program does.
  func finish() async throws {
    try await running?.value
    shop.shutdown()
  }

  /// The rows below the tab bar: what the shown tab draws, and the status line.
  var lines: [String] { Array(terminal.lines.dropFirst()) }
  /// The tab bar, on the first row.
  var tabBar: String { terminal.lines[0] }
  var statusLine: String { terminal.lines[terminal.lines.count - 1] }
  /// The row above the status line, where a message shows whole.
  var message: String {
    terminal.lines[terminal.lines.count - 2].trimmingCharacters(in: .whitespaces)
  }
  /// The screens of the shown tab, bottom first.
  var screens: [any Screen] { appShell.selected?.stack.screens ?? [] }

  func waitFor(_ description: String, _ condition: @escaping @MainActor ([String]) -> Bool)
    async throws
  {
    try await terminal.waitUntil(description) { condition(Array($0.lines.dropFirst())) }
  }
}

@Suite("The shop full screen, in a virtual terminal")
@MainActor
struct FullScreenJourneyTests {
  @Test("search, a product, add three, the cart, change the quantity, remove: the status follows")
  func journey() async throws {
    try await expectNoLeaks { tree in
      let session = try await FullScreenSession.opened(tree: tree)
      #expect(session.statusLine.hasSuffix("0 items · not signed in"))

      session.terminal.press(.character("/"))
      session.terminal.type("mug")
      session.terminal.press(.enter)
      try await session.waitFor("the matches show") { $0[0] == "Search: mug" }
      session.terminal.press(.end, .enter)
      try await session.waitFor("the product opens") { $0[0] == "Stoneware Coffee Mug" }
      #expect(session.statusLine.hasPrefix(" Search: mug › Stoneware Coffee Mug"))

      session.terminal.press(.character("a"))
      try await session.waitFor("it asks how many") { $0.joined().contains("How many") }
      session.terminal.type("3")
      session.terminal.press(.enter)
      try await session.waitFor("the cart opens with the mugs") {
        $0[0] == "Cart" && $0.contains("Added 3 × MUG-001.")
      }
      #expect(session.lines[1] == "> Stoneware Coffee Mug  3  $12.50  $37.50")
      try await session.waitFor("the status line counts 3") { $0.last!.contains("3 items") }

      session.terminal.press(.enter)
      try await session.waitFor("it asks the quantity") { $0.joined().contains("Enter for 3") }
      session.terminal.press(.backspace)
      session.terminal.type("5")
      session.terminal.press(.enter)
      try await session.waitFor("the status line counts 5") { $0.last!.contains("5 items") }
      #expect(session.lines[1] == "> Stoneware Coffee Mug  5  $12.50  $62.50")

      session.terminal.press(.character("d"))
      try await session.waitFor("it asks to remove") { $0.joined().contains("Remove Stoneware") }
      session.terminal.press(.enter)
      try await session.waitFor("the cart is empty") { $0.contains("The cart is empty.") }
      try await session.waitFor("the status line counts 0") { $0.last!.contains("0 items") }

      session.terminal.press(.escape)
      try await session.waitFor("the product again") { $0[0] == "Stoneware Coffee Mug" }
      session.terminal.press(.character("q"))
      try await session.finish()
      #expect(!session.terminal.isOpen, "the terminal is given back")
    }
  }

  @Test("the status line follows who signs in and out, and c opens the cart from any screen")
  func statusAndCart() async throws {
    try await expectNoLeaks { tree in
      let session = try await FullScreenSession.opened(tree: tree)
      try session.shop.dependencies.account.signIn(EmailAddress("ada@example.com"))
      try await session.waitFor("the status names ada") {
        $0.last!.hasSuffix("0 items · ada@example.com")
      }
      session.terminal.press(.enter, .enter)
      try await session.waitFor("a product opens") { $0.last!.contains("Audio › ") }
      session.terminal.press(.character("c"))
      try await session.waitFor("the cart opens") { $0[0] == "Cart" }
      #expect(session.shop.tree.snapshot()?.first(named: "board cart") != nil)
      try session.shop.dependencies.account.signOut()
      try await session.waitFor("the status says nobody") { $0.last!.hasSuffix("not signed in") }
      session.terminal.press(.escape)
      try await session.waitFor("the product again") { !$0.contains("Cart") && $0[0] != "Cart" }
      #expect(session.shop.tree.snapshot()?.first(named: "board cart") == nil, "left: released")
      session.terminal.press(.control("c"))
      try await session.finish()
    }
  }

  @Test("u opens the account from any screen: sign in and out there, the status line follows")
  func account() async throws {
    try await expectNoLeaks { tree in
      let session = try await FullScreenSession.opened(tree: tree)
      #expect(session.statusLine.hasPrefix(" Catalog · c cart · o orders · u account"))
      session.terminal.press(.enter, .enter)
      try await session.waitFor("a product opens") { $0.last!.contains("Audio › ") }
      session.terminal.press(.character("u"))
      try await session.waitFor("the account opens") { $0[0] == "Account" }
      #expect(session.lines[1] == "Not signed in")
      let screens = session.screens.count
      session.terminal.press(.character("u"))
      session.terminal.press(.enter)
      session.terminal.type("ada.example.com")
      session.terminal.press(.enter)
      try await session.waitFor("the refusal shows") { $0[6].contains("is not an email address") }
      #expect(session.screens.count == screens, "u again joined the open account")
      session.terminal.press(.control("u"))
      session.terminal.type("ada@example.com")
      session.terminal.press(.enter)
      try await session.waitFor("signed in, and the status line follows") {
        $0[1] == "Signed in as ada@example.com" && $0.last!.hasSuffix("0 items · ada@example.com")
      }
      session.terminal.press(.down, .enter)
      try await session.waitFor("it asks") { $0.joined().contains("Sign out ada@example.com?") }
      session.terminal.press(.character("y"))
      try await session.waitFor("signed out") {
        $0[1] == "Not signed in" && $0.last!.hasSuffix("0 items · not signed in")
      }
      #expect(try session.shop.dependencies.account.currentUser() == nil)
      session.terminal.press(.escape)
      try await session.waitFor("the product again") { $0[0] != "Account" }
      #expect(session.shop.tree.snapshot()?.first(named: "board account") == nil, "left: released")
      session.terminal.press(.character("q"))
      try await session.finish()
    }
  }

  @Test("a damaged account file is said on the account's screen, in full, never under it")
  func damagedAccount() async throws {
    try await expectNoLeaks { tree in
      let session = try FullScreenSession(tree: tree, rows: 20, columns: 60)
      try Data("{".utf8).write(to: session.dataDirectory.appendingPathComponent("account.json"))
      session.start()
      try await session.waitFor("the catalog opens") { $0[0] == "Catalog" }
      session.terminal.press(.character("u"))
      try await session.waitFor("the account says what is wrong, the path broken to fit") {
        $0.joined().contains("/account.json is corrupt")
      }
      let said = session.lines.joined(separator: " ")
      #expect(said.contains("repair it, or move it away to start afresh"), "\(said)")
      #expect(session.lines[0] == "Account", "said on the screen, which stays")
      #expect(session.lines[1] == "Cannot tell who is signed in")
      session.terminal.press(.escape, .character("q"))
      try await session.finish()
    }
  }

  @Test(
    "Esc and Backspace on the catalog's first list stay there; only q leaves; an error shows on the status line"
  )
  func leavingAndErrors() async throws {
    try await expectNoLeaks { tree in
      let session = try await FullScreenSession.opened(tree: tree)
      _ = session.shop.motherboard.io(.cart).activate(.add("NOPE-1", quantity: 1))
      try await session.waitFor("the refusal shows") {
        $0.joined(separator: " ").contains("cart: no product with SKU NOPE-1")
      }
      #expect(session.lines[0] == "Catalog", "the failed cart showed nothing")
      session.terminal.press(.escape, .backspace, .escape)
      try await session.waitFor("the catalog's first list, still") {
        $0[0] == "Catalog" && $0[2] == "> Audio"
      }
      #expect(session.terminal.isOpen, "back never leaves the shop")
      session.terminal.press(.character("q"))
      try await session.finish()
      #expect(!session.terminal.isOpen)
    }
  }

  @Test("check out from the cart: the address, a card, the review, confirm, the receipt; 0 items")
  func checkout() async throws {
    try await expectNoLeaks { tree in
      let session = try FullScreenSession(tree: tree)
      try session.shop.dependencies.account.signIn(EmailAddress("ada@example.com"))
      try session.shop.dependencies.cart.add("MUG-001", quantity: 2)
      session.start()
      try await session.waitFor("the catalog opens") { $0[0] == "Catalog" }
      session.terminal.press(.character("c"))
      try await session.waitFor("the cart opens") {
        $0[0] == "Cart" && $0.last!.hasSuffix("2 items · ada@example.com")
      }
      session.terminal.press(.end, .enter)
      try await session.waitFor("checkout asks the address") { $0[0] == "Checkout" }
      #expect(session.lines[1] == "2 items, total $25.00 for ada@example.com")
      session.terminal.type("1 Loop Road, Springfield")
      session.terminal.press(.enter)
      try await session.waitFor("how to pay is asked") { $0[0] == "Payment method" }
      #expect(
        Array(session.lines[1...3]) == [
          "Pay $25.00 with:", "> Card", "  Invoice to ada@example.com",
        ])
      session.terminal.press(.enter)
      try await session.waitFor("the card is asked") { $0[0] == "Card" }
      session.terminal.type("4242 4242 4242 4241")
      session.terminal.press(.tab)
      session.terminal.type("12/39")
      session.terminal.press(.enter)
      try await session.waitFor("the mistyped number is said") {
        $0.joined(separator: " ").contains("the card number ending 4241 is mistyped")
      }
      session.terminal.press(.up, .backspace)
      session.terminal.type("2")
      session.terminal.press(.tab, .enter)
      try await session.waitFor("the review shows") { $0[0] == "Review" }
      #expect(
        Array(session.lines[1...5]) == [
          "Order for ada@example.com",
          "  2 × Stoneware Coffee Mug  $25.00",
          "Total $25.00",
          "Ship to 1 Loop Road, Springfield",
          "Pay with card ending 4242",
        ])
      #expect(try session.shop.dependencies.orders.orders().isEmpty, "nothing before confirm")
      #expect(session.statusLine.hasSuffix("2 items · ada@example.com"))

      session.terminal.press(.enter)
      try await session.waitFor("the receipt shows, and the status line counts 0") {
        $0[0] == "Order 1001 placed" && $0.last!.hasSuffix("0 items · ada@example.com")
      }
      #expect(session.lines[3].hasPrefix("Paid $25.00 by card ending 4242 (reference CARD-4242-"))
      #expect(try session.shop.dependencies.orders.orders().map(\.id) == [1001])
      session.terminal.press(.escape)
      try await session.waitFor("the cart again, empty") {
        $0[0] == "Cart" && $0.contains("The cart is empty.")
      }
      #expect(session.shop.tree.snapshot()?.first(named: "board checkout") == nil, "released")
      session.terminal.press(.character("q"))
      try await session.finish()
    }
  }

  @Test("one page: the order, the address and how to pay on one screen, in the full shop")
  func onePage() async throws {
    try await expectNoLeaks { tree in
      let session = try FullScreenSession(tree: tree, flags: ["checkout=one-page"])
      try session.shop.dependencies.account.signIn(EmailAddress("ada@example.com"))
      try session.shop.dependencies.cart.add("MUG-001", quantity: 1)
      session.start()
      try await session.waitFor("the catalog opens") { $0[0] == "Catalog" }
      session.terminal.press(.character("c"))
      try await session.waitFor("the cart opens") { $0[0] == "Cart" }
      session.terminal.press(.end, .enter)
      try await session.waitFor("the page shows") {
        $0.contains("> Ship to   street, town, postcode")
      }
      #expect(
        Array(session.lines[1...3]) == [
          "Order for ada@example.com", "  1 × Stoneware Coffee Mug  $12.50", "Total $12.50",
        ])
      session.terminal.type("1 Loop Road")
      session.terminal.press(.enter, .enter)
      try await session.waitFor("how to pay is asked") { $0[0] == "Payment method" }
      session.terminal.press(.down, .enter)
      try await session.waitFor("the page again, invoice chosen") {
        $0.contains("> Pay with  invoice")
      }
      session.terminal.press(.down, .enter)
      try await session.waitFor("the receipt shows") { $0[0] == "Order 1001 placed" }
      #expect(session.lines[3].hasPrefix("Paid $12.50 by invoice to ada@example.com"))
      session.terminal.press(.character("q"))
      try await session.finish()
    }
  }

  @Test("Esc back out of checkout charges nothing; signing out closes checkout, saying so")
  func leavingCheckout() async throws {
    try await expectNoLeaks { tree in
      let session = try FullScreenSession(tree: tree)
      try session.shop.dependencies.account.signIn(EmailAddress("ada@example.com"))
      try session.shop.dependencies.cart.add("MUG-001", quantity: 1)
      session.start()
      try await session.waitFor("the catalog opens") { $0[0] == "Catalog" }
      session.terminal.press(.character("c"))
      try await session.waitFor("the cart opens") { $0[0] == "Cart" }
      session.terminal.press(.end, .enter)
      try await session.waitFor("checkout asks the address") { $0[0] == "Checkout" }
      session.terminal.type("1 Loop Road")
      session.terminal.press(.enter)
      try await session.waitFor("how to pay is asked") { $0[0] == "Payment method" }
      session.terminal.press(.escape)
      try await session.waitFor("the address again") { $0[0] == "Checkout" }
      session.terminal.press(.escape)
      try await session.waitFor("the cart again") { $0[0] == "Cart" && $0[1].contains("Mug") }
      #expect(try session.shop.dependencies.orders.orders().isEmpty)
      #expect(session.shop.tree.snapshot()?.first(named: "board checkout") == nil)

      session.terminal.press(.end, .enter)
      try await session.waitFor("checkout again, afresh") {
        $0[0] == "Checkout" && $0[3] == "Ship to  street, town, postcode"
      }
      session.terminal.type("1 Loop Road")
      session.terminal.press(.enter)
      try await session.waitFor("how to pay is asked") { $0[0] == "Payment method" }
      session.terminal.press(.down, .enter)
      try await session.waitFor("the review shows") { $0[0] == "Review" }
      _ = session.shop.motherboard.io(.account).activate(.signOut)
      // Said as the checkout closes; the account's own message may follow it on the line.
      #expect(session.status.message == "checkout: checkout was cancelled; nothing was ordered")
      try await session.waitFor("the account shows, signed out") {
        $0[0] == "Account" && $0[1] == "Not signed in"
      }
      #expect(session.tabBar.contains("4 Account"), "the account's tab shows")
      #expect(
        session.appShell.tab(titled: "Cart")?.stack.screens.map(\.title) == ["Cart"],
        "checkout left the cart's tab")
      session.terminal.press(.escape)
      try await session.waitFor("checkout closed") { $0[0] == "Cart" && $0[1].contains("Mug") }
      #expect(session.shop.tree.snapshot()?.first(named: "board checkout") == nil)
      #expect(try session.shop.dependencies.orders.orders().isEmpty)
      #expect(try session.shop.dependencies.cart.contents().itemCount == 1)
      session.terminal.press(.character("q"))
      try await session.finish()
    }
  }

  @Test("with nobody signed in, check-out goes through the sign-in before any checkout screen")
  func signInFirst() async throws {
    try await expectNoLeaks { tree in
      let session = try FullScreenSession(tree: tree)
      try session.shop.dependencies.cart.add("MUG-001", quantity: 1)
      session.start()
      try await session.waitFor("the catalog opens") { $0[0] == "Catalog" }
      session.terminal.press(.character("c"))
      try await session.waitFor("the cart opens") { $0[0] == "Cart" }
      session.terminal.press(.end, .enter)
      // Whichever sign-in view the account feature gives full screen: a screen that asks, or
      // none, and then checkout is refused, saying why on the status line.
      try await session.waitFor("the sign-in asks, or checkout says it needs one") {
        $0.joined().contains("Email: ") || $0.last!.contains("needs a signed-in customer")
      }
      #expect(session.lines[0] != "Checkout", "no checkout screen before a sign-in")
      if session.lines.joined().contains("Email: ") {
        session.terminal.type("ada@example.com")
        session.terminal.press(.enter)
        try await session.waitFor("signed in, checkout asks the address") {
          $0[0] == "Checkout" && $0.last!.hasSuffix("1 item · ada@example.com")
        }
        session.terminal.press(.escape)
      }
      try await session.waitFor("the cart, as it was") { $0[0] == "Cart" && $0[1].contains("Mug") }
      #expect(try session.shop.dependencies.orders.orders().isEmpty)
      session.terminal.press(.character("q"))
      try await session.finish()
    }
  }

  @Test("o opens the orders from any screen: Enter an order's detail; a placed order shows in them")
  func orders() async throws {
    try await expectNoLeaks { tree in
      let session = try await FullScreenSession.opened(tree: tree)
      try session.shop.dependencies.account.signIn(EmailAddress("ada@example.com"))
      session.terminal.press(.enter, .enter)
      try await session.waitFor("a product opens") { $0.last!.contains("Audio › ") }
      session.terminal.press(.character("o"))
      try await session.waitFor("the orders open") { $0[0] == "Orders" }
      #expect(session.lines[1] == "No orders yet.")

      try session.shop.dependencies.cart.add("MUG-001", quantity: 2)
      // A checkout given everything still shows its screens, filled in, for the customer.
      let checkout = Task { try await session.shop.run(.checkout, CheckoutRequests.byCard()) }
      try await session.waitFor("the address, filled in") {
        $0[3].hasSuffix("1 Loop Road, Springfield")
      }
      session.terminal.press(.enter)
      try await session.waitFor("the review") { $0[0] == "Review" }
      session.terminal.press(.enter)
      try await session.waitFor("the receipt") { $0[0] == "Order 1001 placed" }
      session.terminal.press(.escape)
      try await checkout.value
      try await session.waitFor("the placed order shows in the open orders") {
        $0[2].hasPrefix("> 1001") && $0[2].hasSuffix("2  $25.00")
      }
      #expect(session.message.hasPrefix("Order 1001 placed: $25.00, paid by card"))
      session.terminal.press(.enter)
      try await session.waitFor("its detail opens") { $0[0].hasPrefix("Order 1001, placed") }
      #expect(session.lines.contains("Ship to: 1 Loop Road, Springfield"))

      session.terminal.press(.character("u"))
      try await session.waitFor("the account opens over the orders") { $0[0] == "Account" }
      session.terminal.press(.down, .enter)
      try await session.waitFor("it asks") { $0.joined().contains("Sign out ada@example.com?") }
      session.terminal.press(.character("y"))
      try await session.waitFor("signed out, the account stays open") {
        $0[0] == "Account" && $0[1] == "Not signed in"
      }
      #expect(
        session.appShell.tab(titled: "Orders")?.stack.screens.map(\.title)
          .filter { $0.hasPrefix("Order ") }.isEmpty == true,
        "the detail on the orders' tab closed")
      session.terminal.press(.escape)
      try await session.waitFor("signed out, the orders say to sign in") {
        $0[0] == "Orders" && $0[1].hasPrefix("orders are shown to the customer who placed them")
      }
      session.terminal.press(.escape)
      try await session.waitFor("the product again") { $0[0] != "Orders" && $0[0] != "" }
      #expect(session.shop.tree.snapshot()?.first(named: "board orders") == nil, "left: released")
      session.terminal.press(.character("q"))
      try await session.finish()
    }
  }

  @Test("after quitting, the whole app is released: the shop, its solver, the shell, the screens")
  func wholeGraphIsReleased() async throws {
    weak var shop: Shop?
    weak var dependencies: ShopDependencies?
    weak var shell: AppShell?
    weak var screen: (any Screen)?
    try await expectNoLeaks { tree in
      let session = try FullScreenSession(tree: tree)
      shop = session.shop
      dependencies = session.shop.dependencies
      session.start()
      try await session.waitFor("the catalog opens") { $0[0] == "Catalog" }
      session.terminal.press(.enter, .enter)
      try await session.waitFor("a product opens") { $0.last!.contains("Audio › ") }
      shell = session.appShell
      screen = session.screens.last
      session.terminal.press(.character("q"))
      try await session.finish()
    }
    // The tasks that ran the boards let go of the shop as they end, soon after the shutdown.
    await waitUntil("the shop, its solver, the window and the screen are released") {
      shop == nil && dependencies == nil && shell == nil && screen == nil
    }
  }

  @Test("with no command at a terminal the program runs full screen; a command prints as ever")
  func programChoosesTheMode() async throws {
    let session = ScriptedSession([])
    let terminal = VirtualTerminal(rows: 12, columns: 60)
    try await expectNoLeaks { tree in
      let run = Task { await session.run(isInteractive: true, terminal: terminal, tree: tree) }
      try await terminal.waitUntil("the catalog opens") { $0.lines[1] == "Catalog" }
      terminal.press(.character("q"))
      #expect(await run.value == 0)
    }
    #expect(session.output.isEmpty, "nothing written under the screen")
    #expect(session.errors.isEmpty)
    #expect(!terminal.isOpen)
    let frames = terminal.framesWritten
    await expectNoLeaks { tree in
      #expect(await session.run(["cart"], isInteractive: true, terminal: terminal, tree: tree) == 0)
    }
    #expect(session.output == "The cart is empty.\n")
    #expect(terminal.framesWritten == frames, "the command drew nothing on the terminal")
  }
}

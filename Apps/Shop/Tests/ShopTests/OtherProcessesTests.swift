import AccountInterface
import Architecture
import ArchitectureTesting
import Foundation
import TerminalUI
import TerminalUITesting
import Testing

@testable import ShopApp

/// The shop full screen while another process changes the same data folder, as a second
/// terminal does: the store is the truth, never the screen.
@Suite("The full screen and other processes on one data folder")
@MainActor
struct OtherProcessesTests {
  /// A `shop` process on the session's data folder.
  func otherProcess(_ session: FullScreenSession) -> ShopBinary {
    var shop = ShopBinary()
    shop.environment["SHOP_DATA_DIR"] = session.dataDirectory.path
    return shop
  }

  @Test(
    "the open cart and the status line show another process's change within a second; + adds to it")
  func cartFollowsAnotherProcess() async throws {
    try await expectNoLeaks { tree in
      let session = try await FullScreenSession.opened(tree: tree)
      session.terminal.press(.character("c"))
      try await session.waitFor("the cart opens") { $0[0] == "Cart" }
      let other = otherProcess(session)
      #expect(try await other.run(["cart", "add", "MUG-001", "5"]).status == 0)
      try await session.waitForOtherProcess(
        "the other process's 5 mugs show, and the status counts them"
      ) {
        $0[1].hasPrefix("> Stoneware Coffee Mug  5")
          && $0.last!.hasSuffix("5 items · not signed in")
      }
      session.terminal.press(.character("+"))
      try await session.waitFor("one more") { $0[1].hasPrefix("> Stoneware Coffee Mug  6") }
      #expect(try session.shop.dependencies.cart.contents().itemCount == 6, "5 + 1, none lost")

      #expect(try await other.run(["sign-in", "bob@example.com"]).status == 0)
      try await session.waitForOtherProcess("the status line names bob") {
        $0.last!.hasSuffix("6 items · bob@example.com")
      }
      session.terminal.press(.character("q"))
      try await session.finish()
    }
  }

  @Test("the review is for ada; bob signs in elsewhere; Enter charges nobody and says why")
  func checkoutForWhoeverIsSignedInAtEnter() async throws {
    try await expectNoLeaks { tree in
      let session = try await FullScreenSession.atCheckout(
        tree: tree, signedInAs: "ada@example.com")
      session.terminal.type("1 Loop Road")
      session.terminal.press(.enter)
      try await session.waitFor("how to pay is asked") { $0[0] == "Payment method" }
      session.terminal.press(.down, .enter)
      try await session.waitFor("the review shows") { $0[0] == "Review" }
      #expect(try await otherProcess(session).run(["sign-in", "bob@example.com"]).status == 0)
      try await session.waitForOtherProcess("the status line names bob") {
        $0.last!.hasSuffix("bob@example.com")
      }
      session.terminal.press(.enter)
      try await session.waitFor("checkout says nothing was charged") {
        $0.joined(separator: " ").contains("nothing was charged: the signed-in customer changed")
      }
      #expect(try session.shop.dependencies.orders.orders().isEmpty)
      #expect(try session.shop.dependencies.orders.pendingOrders().isEmpty, "no payment asked for")
      #expect(try session.shop.dependencies.cart.contents().itemCount == 2)
      session.terminal.press(.character("q"))
      try await session.finish()
    }
  }

  @Test("the open orders, signed out, show the history once another process signs in")
  func ordersFollowASignIn() async throws {
    try await expectNoLeaks { tree in
      let session = try await FullScreenSession.opened(tree: tree)
      session.terminal.press(.character("o"))
      try await session.waitFor("the orders say to sign in") {
        $0[0] == "Orders" && $0[1].hasSuffix("sign in to see yours")
      }
      #expect(try await otherProcess(session).run(["sign-in", "ada@example.com"]).status == 0)
      try await session.waitForOtherProcess("ada's history, read again") {
        $0[1] == "No orders yet."
      }
      session.terminal.press(.character("q"))
      try await session.finish()
    }
  }
}

extension FullScreenSession {
  /// A session whose customer, signed in, checked out two mugs from the cart's screen: checkout
  /// asks the address.
  static func atCheckout(tree: FlowTree, signedInAs email: String) async throws
    -> FullScreenSession
  {
    let session = try FullScreenSession(tree: tree)
    try session.shop.dependencies.account.signIn(EmailAddress(email))
    try session.shop.dependencies.cart.add("MUG-001", quantity: 2)
    session.start()
    try await session.waitFor("the catalog opens") { $0[0] == "Catalog" }
    session.terminal.press(.character("c"))
    try await session.waitFor("the cart opens") { $0[0] == "Cart" }
    session.terminal.press(.end, .enter)
    try await session.waitFor("checkout asks the address") { $0[0] == "Checkout" }
    return session
  }
}

extension FullScreenSession {
  /// Waits for what another process changed to show: the watcher reads the stores twice a
  /// second, but a loaded machine (the whole suite on two cores) can hold the main actor for
  /// seconds, so the limit is longer than a key's.
  func waitForOtherProcess(
    _ description: String, _ condition: @escaping @MainActor ([String]) -> Bool
  ) async throws {
    try await terminal.waitUntil(description, within: .seconds(60)) {
      condition(Array($0.lines.dropFirst()))
    }
  }
}

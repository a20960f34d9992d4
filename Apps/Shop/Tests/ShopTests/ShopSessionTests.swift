import Architecture
import ArchitectureTesting
import Foundation
import ShopApp
import TerminalUI
import Testing

/// Runs the shop in this process, as `main` does, with scripted input and captured output.
@MainActor
final class ScriptedSession {
  var input: [String]
  var output = ""
  var errors = ""
  let dataDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("shop-session-\(UUID().uuidString)")

  init(_ lines: [String]) {
    input = lines
  }

  func run(
    _ arguments: [String] = [], isInteractive: Bool, terminal: (any TerminalDevice)? = nil,
    tree: FlowTree
  ) async -> Int32 {
    let main = ShopMain(
      environment: ["SHOP_DATA_DIR": dataDirectory.path],
      readLine: { [unowned self] in self.input.isEmpty ? nil : self.input.removeFirst() },
      write: { [unowned self] in self.output += $0 },
      writeError: { [unowned self] in self.errors += $0 },
      isInteractive: isInteractive, terminal: terminal, tree: tree)
    return await main.run(arguments)
  }
}

@Suite("The shop in process: prompt, barrier and leaks")
@MainActor
struct ShopSessionTests {
  @Test("the prompt shows the cart's item count as the cart announces changes")
  func promptCount() async {
    let session = ScriptedSession([
      "cart add MUG-001 2", "cart add OFF-030", "cart remove MUG-001", "quit",
    ])
    await expectNoLeaks { tree in
      #expect(await session.run(isInteractive: true, tree: tree) == 0)
    }
    let prompts = session.output.split(separator: "\n").compactMap { line -> String? in
      guard let start = line.range(of: "shop")?.lowerBound else { return nil }
      return String(line[start...].prefix { $0 != ">" })
    }
    #expect(prompts == ["shop", "shop (2 items)", "shop (3 items)", "shop (1 item)"])
  }

  @Test("at a terminal, checkout asks for a sign-in and then completes the pending order")
  func barrierResumes() async {
    let session = ScriptedSession([
      "cart add PAN-020",
      "checkout --address '3 Birch Lane' --pay card:4242424242424242:12/39",
      "ada@example.com",
      "whoami",
      "quit",
    ])
    await expectNoLeaks { tree in
      #expect(await session.run(isInteractive: true, tree: tree) == 0)
    }
    #expect(session.output.contains("Email (empty to cancel): "))
    #expect(session.output.contains("Signed in as ada@example.com."))
    #expect(session.output.contains("Order 1001 placed"), "\(session.errors)")
    #expect(session.output.contains("ada@example.com\n"))
  }

  @Test("an empty answer at the sign-in question cancels checkout and keeps the cart")
  func barrierCancels() async {
    let session = ScriptedSession([
      "cart add PAN-020", "checkout --address '3 Birch Lane' --pay invoice", "", "cart",
    ])
    await expectNoLeaks { tree in
      #expect(await session.run(isInteractive: true, tree: tree) == 0)
    }
    #expect(session.errors.contains("signed-in customer"))
    #expect(session.output.contains("1 item, total $8.99"))
  }

  @Test("a whole scripted session releases every flow it detached, checkout included")
  func noLeaks() async {
    let session = ScriptedSession([
      "sign-in ada@example.com", "search mug", "cart add MUG-001", "cart add MUG-002 2",
      "checkout --address '1 Loop Road' --pay card:4242424242424242:12/39",
      "checkout --address '1 Loop Road' --pay invoice", "cart add OFF-030",
      "checkout --address '1 Loop Road' --pay card:4000000000000002:12/39",
      "checkout --address '1 Loop Road' --pay invoice", "orders", "orders 1002", "debug tree",
      "sign-out",
    ])
    let reports = await expectNoLeaks { tree in
      #expect(await session.run(isInteractive: false, tree: tree) == 1, "checkouts failed")
      #expect(tree.issues.isEmpty, "\(tree.issues)")
    }
    #expect(reports.isEmpty)
    #expect(session.output.contains("Order 1002 placed"))
    #expect(session.errors.contains("the cart is empty"))
    #expect(session.errors.contains("declined"))
  }

  @Test("debug tree shows the live tree with its depth, the registered boards and the barrier")
  func debugTree() async {
    let session = ScriptedSession([])
    await expectNoLeaks { tree in
      #expect(await session.run(["debug", "tree"], isInteractive: false, tree: tree) == 0)
    }
    #expect(
      session.output == """
        Flow(ShopContext) [started] context: ShopContext, workers: ShopLifecycle, StoreWatcher
          Motherboard shop [started]
            - boards: account, cart, catalog, checkout, order-placed, orders, payment, payment-method, sign-in
            - barriers: signed-in guards checkout
        Depth: 2 levels, 2 flows. A board is made when activated and released when it completes.

        """)
  }

  @Test("at a terminal, a product's detail offers to add it; the cart board gets the choice")
  func productDetailAddsToCart() async {
    let session = ScriptedSession(["product MUG-001", "2", "cart", "quit"])
    await expectNoLeaks { tree in
      #expect(await session.run(isInteractive: true, tree: tree) == 0)
    }
    #expect(session.output.contains("Add to cart, how many? (empty to skip): "))
    #expect(session.output.contains("Added 2 × MUG-001."))
    #expect(session.output.contains("shop (2 items)> "))
  }

  @Test("an add from a product's detail that the cart refuses is reported, and fails the command")
  func productDetailRefusedAdd() async throws {
    let session = ScriptedSession(["1000"])
    await expectNoLeaks { tree in
      #expect(await session.run(["product", "MUG-001"], isInteractive: true, tree: tree) == 1)
    }
    #expect(
      session.errors == "error: quantity must be a whole number from 1 to 999, not \"1000\"\n")
    #expect(!session.output.contains("Added"))

    let damaged = ScriptedSession(["product MUG-001", "2", "quit"])
    try FileManager.default.createDirectory(
      at: damaged.dataDirectory, withIntermediateDirectories: true)
    try Data("{".utf8).write(to: damaged.dataDirectory.appendingPathComponent("cart.json"))
    await expectNoLeaks { tree in
      #expect(await damaged.run(isInteractive: true, tree: tree) == 0, "a person saw the error")
    }
    #expect(damaged.errors.contains("cart.json is corrupt"), "\(damaged.errors)")
  }
}

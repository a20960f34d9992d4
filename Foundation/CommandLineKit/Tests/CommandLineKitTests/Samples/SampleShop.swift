import CommandLineKit

/// What the sample `store` program runs for a command: main-actor, async, given the store that the
/// global options chose, returning what it prints.
typealias SampleShopAction = @MainActor (Invocation, SampleStore) async throws -> String

/// A program declared with the kit the way the shop's command line would be, named `store` (its
/// snapshots are the kit's, not the shop's): global options, a group with its own action
/// (`cart`), a group without one (`debug`), a required option with a custom type
/// (`checkout --pay`), variadic and optional arguments, an async main-actor handler for each
/// command. Each handler prints the values it read.
@MainActor
enum SampleShop {
  nonisolated static let dataDirectory = Option<String?>(
    "data-dir", parser: .directoryPath,
    summary: "where the cart, account and orders are kept (default: $SHOP_DATA_DIR)")
  nonisolated static let flags = Option<[String]>(
    "flag",
    parser: ValueParser(valueName: "name=value") { text in
      guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
        throw InvalidValue("a flag is name=value, such as search=v2")
      }
      return text
    }, summary: "set a feature flag; wins over SHOP_FLAGS")

  nonisolated static let words = Argument<[String]>(
    "words", minimumCount: 1, summary: "words that the name or category must all contain")
  nonisolated static let category = Argument<String?>("category", summary: "a category to list")
  nonisolated static let sku = Argument<String>(
    "sku", summary: "the product's code, such as MUG-001")
  nonisolated static let quantity = Argument<Int>("quantity", default: 1, summary: "how many")
  nonisolated static let newQuantity = Argument<Int>("quantity", summary: "the new quantity")
  nonisolated static let address = Option<String>(
    "address", valueName: "text", summary: "where to send the order")
  nonisolated static let payment = Option<SamplePayment>(
    "pay", parser: SamplePayment.parser, summary: "a card, or an invoice where it is offered")
  nonisolated static let gift = Flag("gift", summary: "wrap the order and leave the prices off")
  nonisolated static let order = Argument<Int?>("id", summary: "an order number, such as 1001")

  static let program = CommandLineProgram(
    Command<SampleShopAction>(
      "store", summary: "a command-line store",
      discussion: "With no command, store reads commands from standard input, one per line.",
      parameters: [dataDirectory, flags], subcommands: commands,
      action: { _, store in "prompt \(store.settings)\n" }),
    helpSections: [
      HelpSection("ENVIRONMENT", lines: ["SHOP_LOG_LEVEL  debug, info, warning or error"]),
      HelpSection("EXIT CODES", lines: ["0 success, 1 the operation failed, 2 usage error"]),
    ])

  /// The same commands without the global options, for lines typed at the prompt, where the
  /// store already exists.
  static let prompt = CommandLineProgram(
    Command<SampleShopAction>("store", summary: "a command-line store", subcommands: commands),
    offersCompletions: false)

  /// The root as declared, for tests that walk the commands; it is the same from any actor.
  nonisolated static var declaredRoot: Command<SampleShopAction> {
    Command("store", summary: "a command-line store", subcommands: commands)
  }

  nonisolated static var commands: [Command<SampleShopAction>] {
    [
      Command(
        "search", summary: "find products matching every word", parameters: [words],
        action: { call, store in "search \(call[words]) \(store.settings)\n" }),
      Command(
        "browse", summary: "list the categories, or one category", parameters: [category],
        action: { call, _ in "browse \(call[category] ?? "-")\n" }),
      cart,
      Command(
        "checkout", summary: "place an order for the cart",
        discussion: "Checkout asks for a signed-in customer first.",
        parameters: [address, payment, gift],
        action: { call, _ in
          if case .card(let lastDigits, _, _) = call[payment], lastDigits == "0002" {
            throw SampleFailure("the card was declined")
          }
          return "checkout to \(call[address].debugDescription) by \(call[payment])"
            + (call[gift] ? " as a gift\n" : "\n")
        }),
      Command(
        "orders", summary: "list your orders, or show one", parameters: [order],
        action: { call, _ in call[order].map { "order \($0)\n" } ?? "orders\n" }),
      Command(
        "debug", summary: "look inside the running app",
        subcommands: [
          Command("tree", summary: "show the live flow tree", action: { _, _ in "tree\n" })
        ]),
    ]
  }

  nonisolated static var cart: Command<SampleShopAction> {
    Command(
      "cart", summary: "show the cart, or change it",
      subcommands: [
        Command(
          "add", summary: "add a product", parameters: [sku, quantity],
          action: { call, store in
            try await store.add(call[sku], quantity: call[quantity])
            return "cart add \(call[sku]) \(call[quantity])\n"
          }),
        Command(
          "set", summary: "change a quantity", parameters: [sku, newQuantity],
          action: { call, _ in "cart set \(call[sku]) \(call[newQuantity])\n" }),
        Command(
          "remove", summary: "remove a product", parameters: [sku],
          action: { call, store in
            try store.remove(call[sku])
            return "cart remove \(call[sku])\n"
          }),
      ],
      action: { _, store in "cart \(store.cart.count) lines\n" })
  }

  /// Runs a command line the way the shop's `main` would: parse, make the store from the
  /// global options, run the handler, map every error to an exit code.
  static func run(_ words: [String]) async -> SampleRun {
    do {
      switch try program.parse(words) {
      case .output(let text):
        return SampleRun(status: .success, output: text)
      case .run(let action, let invocation):
        let store = SampleStore(
          dataDirectory: invocation[dataDirectory], flags: invocation[flags])
        return SampleRun(status: .success, output: try await action(invocation, store))
      }
    } catch let error as CommandLineError {
      return SampleRun(status: error.exitCode, errorOutput: error.description)
    } catch {
      return SampleRun(status: ExitCode(for: error), errorOutput: "error: \(error)")
    }
  }
}

/// The shop's commands, dispatched by name over the composed features.
@MainActor
public final class Shop {
  let composition: ShopComposition
  private var commands: [any ShopCommand] = []

  init(composition: ShopComposition) {
    self.composition = composition
    commands = [
      SearchCommand(catalog: composition.catalog),
      BrowseCommand(catalog: composition.catalog),
      SignInCommand(account: composition.account),
      SignOutCommand(account: composition.account),
      WhoAmICommand(account: composition.account),
      CartCommand(cart: composition.cart),
      CheckoutCommand(checkout: { [unowned composition] in try await composition.checkout($0) }),
      OrdersCommand(orders: composition.orders),
      DebugCommand(tree: { [unowned composition] in composition.tree.debugTree() }),
      HelpCommand(commands: { [unowned self] in self.commands }),
    ]
  }

  /// Runs one command given as words, for example `["search", "mug"]`.
  /// - Returns: What the command prints.
  /// - Throws: ``CommandError`` for a usage error, or the feature's error for a failed operation.
  func run(_ words: [String]) async throws -> String {
    guard let name = words.first else {
      throw CommandError.usage("no command given", hint: "run 'shop help' to see the commands")
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      throw CommandError.usage(
        "unknown command \"\(name)\"", hint: "run 'shop help' to see the commands")
    }
    return try await command.run(Array(words.dropFirst()))
  }
}

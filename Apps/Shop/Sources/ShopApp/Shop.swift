import Catalog
import CatalogInterface

/// The shop: builds its features from the app's dependencies and dispatches commands to them.
@MainActor
public final class Shop {
  private var commands: [any ShopCommand] = []

  /// Builds every feature with `dependencies`.
  /// - Throws: ``CommandError/failed(_:)`` if a feature cannot be built (for example, the
  ///   catalog file is missing).
  public init(dependencies: AppDependencies) throws {
    let catalog: any CatalogService
    do {
      catalog = try CatalogBuilder(dependencies: dependencies).makeCatalog()
    } catch {
      throw CommandError.failed("\(error)")
    }
    commands = [
      SearchCommand(catalog: catalog),
      BrowseCommand(catalog: catalog),
      HelpCommand(commands: { [unowned self] in self.commands }),
    ]
  }

  /// Runs one command given as words, for example `["search", "mug"]`.
  /// - Returns: What the command prints.
  /// - Throws: ``CommandError`` for a usage error or a failed operation.
  public func run(_ words: [String]) throws -> String {
    guard let name = words.first else {
      throw CommandError.usage("no command given", hint: "run 'shop help' to see the commands")
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      throw CommandError.usage(
        "unknown command \"\(name)\"", hint: "run 'shop help' to see the commands")
    }
    return try command.run(Array(words.dropFirst()))
  }
}

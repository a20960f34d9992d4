import Architecture
import CatalogInterface

/// The catalog feature's plugin: declares the `search` flag and registers the
/// ``CatalogInterface/BoardID/catalog`` board. An app installs it with one line, given its
/// dependency solver.
public struct CatalogModule: ModulePlugin {
  private let dependencies: any CatalogDependencies

  /// Makes the plugin.
  /// - Parameter dependencies: What the catalog feature needs; complete when the module is made.
  public init(dependencies: any CatalogDependencies) {
    self.dependencies = dependencies
  }

  /// The ``Architecture/FlagDefinition/search`` flag, which chooses the search ranking.
  public var flags: [FlagDefinition] { [.search] }

  /// Chooses the search ranking from the resolved flags with ``SearchVariants``, then registers
  /// the catalog board, which builds the feature with a ``CatalogBuilder`` using that ranking.
  public func register(in module: inout ModuleRegistration) {
    let variants = SearchVariants.makeList()
    let ranking = variants.chosen(module.flags)
    dependencies.logger.log(
      .debug, "search ranking \(variants.chosenKey(module.flags))", source: "Catalog")
    let builder = CatalogBuilder(dependencies: dependencies, ranking: ranking)
    module.board(.catalog) { slot in CatalogBoard(slot: slot, builder: builder) }
  }
}

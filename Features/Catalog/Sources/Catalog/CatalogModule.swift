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
  public static let flags: [FlagDefinition] = [.search]

  /// Chooses the search ranking from the resolved flags with ``SearchVariant``, then registers
  /// the catalog board, which builds the feature with a ``CatalogBuilder`` using that ranking.
  public func register(in module: inout ModuleRegistration) {
    let rankings = SearchVariant.rankings()
    dependencies.logger.log(
      .debug, "search ranking \(rankings.chosenKey(module.flags))", source: "Catalog")
    let detail = ProductDetailBuilder(dependencies: ProductDetailComponent(parent: dependencies))
    let builder = CatalogBuilder(
      dependencies: dependencies, ranking: rankings.chosen(module.flags),
      detail: AnyBuilder(detail))
    module.board(.catalog) { slot in CatalogBoard(slot: slot, builder: builder) }
  }
}

/// The catalog board: it builds the catalog for a request and presents it, sends out the
/// quantities the customer chooses to add to the cart, and completes when the customer leaves
/// the catalog, or fails with the feature's ``CatalogInterface/CatalogError``.
@MainActor
final class CatalogBoard: Board {
  typealias Output = CatalogOutput
  private let slot: BoardSlot<CatalogOutput>
  private let builder: CatalogBuilder

  init(slot: BoardSlot<CatalogOutput>, builder: CatalogBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: CatalogRequest) {
    guard slot.flows.isEmpty else { return }  // the catalog is open: this activation joins it
    let catalog = builder.build(request) { [slot] in slot.relay($0) }
    slot.attach(catalog.flow, presenting: catalog.view)
  }
}

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

/// The catalog board: for each request it builds the catalog feature and attaches its flow; it
/// sends out the quantity the customer chose, and completes when the feature is done, or fails
/// with the feature's ``CatalogInterface/CatalogError``.
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
    slot.attach(
      builder.build(request) { [slot] outcome in
        switch outcome {
        case .done(let chosen):
          if let chosen { slot.send(.addToCart(chosen.sku, quantity: chosen.quantity)) }
          slot.complete()
        case .refused(let error):
          slot.fail(error)
        }
      })
  }
}

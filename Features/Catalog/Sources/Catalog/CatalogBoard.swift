import Architecture
import CatalogInterface

/// The catalog board: for each request it builds the catalog feature and attaches its flow;
/// it sends out the quantity the customer chose, and completes when the feature is done, or
/// fails with the feature's ``CatalogInterface/CatalogError``.
@MainActor
final class CatalogBoard: Board, CatalogListener {
  typealias Output = CatalogOutput
  private let slot: BoardSlot<CatalogOutput>
  private let builder: CatalogBuilder

  init(slot: BoardSlot<CatalogOutput>, builder: CatalogBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: CatalogRequest) {
    slot.attach(builder.build(request, listener: self))
  }

  func catalogDidChoose(_ quantity: Int, of sku: SKU) {
    slot.send(.addToCart(sku, quantity: quantity))
  }

  func catalogDidFinish() {
    slot.complete()
  }

  func catalogDidFail(_ error: CatalogError) {
    slot.fail(error)
  }
}

import CatalogInterface

/// What the catalog feature tells its parent, the catalog board.
@MainActor
public protocol CatalogListener: AnyObject {
  /// The customer chose to buy `quantity` units of a product in its detail screen.
  func catalogDidChoose(_ quantity: Int, of sku: SKU)
  /// The request was carried out and the customer is done with it.
  func catalogDidFinish()
  /// The request could not be shown: an empty search, an unknown category or product.
  func catalogDidFail(_ error: CatalogError)
}

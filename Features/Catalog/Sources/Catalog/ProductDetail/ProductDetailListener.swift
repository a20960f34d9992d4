import CatalogInterface

/// What the product detail tells its parent, the catalog's context.
@MainActor
public protocol ProductDetailListener: AnyObject {
  /// The customer chose to buy `quantity` units of `product`.
  func productDetailDidChoose(_ quantity: Int, of product: Product)
  /// The customer left without choosing: an empty answer, nobody to answer, or two answers in a
  /// row that were not quantities.
  func productDetailDidSkip()
}

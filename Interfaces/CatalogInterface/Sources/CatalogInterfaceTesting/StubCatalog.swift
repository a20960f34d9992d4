import CatalogInterface

/// A catalog over a fixed list of products, for the tests and examples of features that look
/// products up through the catalog's interface (Cart, Checkout). It keeps every rule of
/// ``ProductLookupContract/rules``, as the product catalog does; a repeated SKU finds its first
/// product, as there.
public struct StubCatalog: ProductLookup {
  /// The products, in the order given.
  public let products: [Product]

  /// Creates a catalog of `products`.
  public init(products: [Product] = StubCatalog.sampleProducts) {
    self.products = products
  }

  /// The product with `sku`.
  public func product(for sku: SKU) -> Product? {
    products.first { $0.sku == sku }
  }

  /// Three products in USD, enough for cart and checkout scenarios.
  public static let sampleProducts = [
    Product(
      sku: "MUG-001", name: "Stoneware Mug", price: Money(minorUnits: 1250, currency: "USD"),
      category: "Kitchen"),
    Product(
      sku: "TEA-010", name: "Green Tea Tin", price: Money(minorUnits: 899, currency: "USD"),
      category: "Pantry"),
    Product(
      sku: "LMP-200", name: "Desk Lamp", price: Money(minorUnits: 3400, currency: "USD"),
      category: "Office"),
  ]
}

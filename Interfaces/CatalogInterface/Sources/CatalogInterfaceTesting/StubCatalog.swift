import CatalogInterface

/// A catalog over a fixed list of products, for the tests and examples of features that use the
/// catalog through its interface (Cart, Checkout, Orders).
///
/// Search is deliberately simple (every word must appear in the name, ignoring case); the real
/// ranking lives in the Catalog feature and is tested there.
public struct StubCatalog: ProductLookup, ProductSearching {
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

  /// Products whose name contains every word of `query`, ignoring case.
  public func search(_ query: String) -> [Product] {
    let words = query.lowercased().split(separator: " ")
    guard !words.isEmpty else { return [] }
    return products.filter { product in
      words.allSatisfy { product.name.lowercased().contains($0) }
    }
  }

  /// The distinct categories, sorted.
  public func categories() -> [String] {
    Set(products.map(\.category)).sorted()
  }

  /// The products of `category`, sorted by name.
  public func products(in category: String) -> [Product] {
    products.filter { $0.category.lowercased() == category.lowercased() }.sorted {
      $0.name < $1.name
    }
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

import Catalog
import CatalogInterface

/// A small catalog with known contents, chosen so every search rule has a case.
public enum CatalogFixtures {
  /// Six products in EUR across three categories, with accents and shared words.
  public static let products = [
    product("K-1", "Kitchen Timer", 1500, "Gadgets"),
    product("K-2", "Copper Pan", 4500, "Kitchen"),
    product("K-3", "Crème Brûlée Dish", 1200, "Kitchen"),
    product("M-1", "Blue Mug", 900, "Kitchen"),
    product("M-2", "Mug Rack", 2500, "Storage"),
    product("O-1", "Café Notebook", 700, "Office"),
  ]

  /// The fixtures as a product source.
  public static var source: FixtureProducts { FixtureProducts(products: products) }

  private static func product(_ sku: String, _ name: String, _ cents: Int, _ category: String)
    -> Product
  {
    Product(
      sku: SKU(sku), name: name, price: Money(minorUnits: cents, currency: "EUR"),
      category: category)
  }
}

/// A product source over a fixed list, or one that always fails.
public struct FixtureProducts: ProductSource {
  /// The products returned.
  public let products: [Product]
  /// If set, ``loadProducts()`` throws this instead.
  public let failure: CatalogLoadError?

  /// Creates a source of `products`, or one that throws `failure`.
  public init(products: [Product] = [], failure: CatalogLoadError? = nil) {
    self.products = products
    self.failure = failure
  }

  /// Returns the products, or throws the failure.
  public func loadProducts() throws -> [Product] {
    if let failure { throw failure }
    return products
  }
}

import Catalog
import CatalogInterface

/// A small catalog with known contents, chosen so every search rule has a case.
public enum CatalogFixtures {
  /// Six products in EUR across four categories, with accents and shared words.
  public static let products = [
    product("K-1", "Kitchen Timer", 1500, "Gadgets"),
    product("K-2", "Copper Pan", 4500, "Kitchen"),
    product("K-3", "Crème Brûlée Dish", 1200, "Kitchen"),
    product("M-1", "Blue Mug", 900, "Kitchen"),
    product("M-2", "Mug Rack", 2500, "Storage"),
    product("O-1", "Café Notebook", 700, "Office"),
  ]

  /// The fixtures as a catalog.
  public static let catalog = ProductCatalog(products: products)

  /// A SKU the catalog does not know.
  public static let unknownSKU: SKU = "NOPE-404"

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

import CatalogInterface

/// The shop's products, loaded once: look-up by SKU, categories, the products of a category,
/// ranked search and related products.
///
/// The app loads one with ``load(from:)`` and shares it: the catalog feature shows it, and the
/// cart prices its lines with it through `ProductLookup`. It never changes after it is made, so
/// any isolation may read it.
public final class ProductCatalog: ProductLookup, RelatedProductFinding, Sendable {
  private let index: [IndexedProduct]
  private let bySKU: [SKU: Product]

  /// Creates a catalog of `products`; a repeated SKU keeps its first product.
  /// - Parameter products: The products, in any order.
  public init(products: [Product]) {
    index = products.map(IndexedProduct.init)
    bySKU = Dictionary(products.map { ($0.sku, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Loads the products of a source, such as ``CatalogFile/bundled``.
  /// - Parameter source: Where the products come from.
  /// - Returns: The catalog.
  /// - Throws: ``CatalogLoadError`` naming the file and the problem.
  public static func load(from source: any ProductSource) throws(CatalogLoadError)
    -> ProductCatalog
  {
    ProductCatalog(products: try source.loadProducts())
  }

  /// The number of products.
  public var count: Int { index.count }

  /// The product with `sku`.
  /// - Parameter sku: The SKU; SKUs ignore case.
  /// - Returns: The product, or `nil` when the catalog has none.
  public func product(for sku: SKU) -> Product? { bySKU[sku] }

  /// Every category, sorted.
  public func categories() -> [String] {
    Set(index.map(\.product.category)).sorted()
  }

  /// The products of a category, sorted by name.
  /// - Parameter category: The category's name, matched ignoring case and diacritics.
  /// - Returns: The products; empty when no category has that name.
  public func products(in category: String) -> [Product] {
    let wanted = SearchText(category).folded
    return index.filter { $0.category.folded == wanted }.map(\.product).sorted {
      $0.name < $1.name
    }
  }

  /// The products matching every word of `query`, best first as `ranking` orders them.
  /// - Parameters:
  ///   - query: The words to look for; case and diacritics are ignored.
  ///   - ranking: Which products match and in what order; the `search` flag chooses it.
  /// - Returns: The matches; empty when nothing matches or the query has no words.
  func search(_ query: String, ranking: any SearchRanking) -> [Product] {
    ranking.rank(query, in: index)
  }

  /// Other products of the same category, sorted by name.
  /// - Parameters:
  ///   - product: The product shown.
  ///   - limit: The most products to return.
  /// - Returns: At most `limit` products of `product`'s category, without `product`.
  public func related(to product: Product, limit: Int) -> [Product] {
    Array(products(in: product.category).filter { $0.sku != product.sku }.prefix(limit))
  }
}

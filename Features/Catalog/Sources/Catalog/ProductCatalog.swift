import CatalogInterface

/// The catalog feature's service: look-up by SKU, ranked search and browsing by category.
public struct ProductCatalog: ProductLookup, ProductSearching {
  private let index: [IndexedProduct]
  private let bySKU: [SKU: Product]
  private let ranking: any SearchRanking

  /// Creates a catalog of `products`, searched with `ranking`.
  public init(products: [Product], ranking: any SearchRanking = SubstringRanking()) {
    index = products.map(IndexedProduct.init)
    bySKU = Dictionary(products.map { ($0.sku, $0) }, uniquingKeysWith: { first, _ in first })
    self.ranking = ranking
  }

  /// The number of products.
  public var count: Int { index.count }

  /// The product with `sku`.
  public func product(for sku: SKU) -> Product? { bySKU[sku] }

  /// Products matching every word of `query`, best first.
  public func search(_ query: String) -> [Product] { ranking.rank(query, in: index) }

  /// Every category, sorted.
  public func categories() -> [String] {
    Set(index.map(\.product.category)).sorted()
  }

  /// The products of `category`, ignoring case and diacritics, sorted by name.
  public func products(in category: String) -> [Product] {
    let wanted = SearchText(category).folded
    return index.filter { $0.category.folded == wanted }.map(\.product).sorted {
      $0.name < $1.name
    }
  }
}

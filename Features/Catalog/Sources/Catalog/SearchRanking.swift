import CatalogInterface

/// Matches products against a query and orders the matches.
public protocol SearchRanking: Sendable {
  /// The products that match every word of `query`, best first.
  func rank(_ query: String, in products: [IndexedProduct]) -> [Product]
}

/// A product with its name and category prepared for matching.
public struct IndexedProduct: Sendable {
  /// The product.
  public let product: Product
  let name: SearchText
  let category: SearchText

  /// Prepares `product` for matching.
  public init(_ product: Product) {
    self.product = product
    name = SearchText(product.name)
    category = SearchText(product.category)
  }
}

/// The default ranking: each query word must appear somewhere in the product's name or
/// category; a word found in the name scores twice what a word found in the category scores.
/// Ties are broken by name.
public struct SubstringRanking: SearchRanking {
  /// Creates the ranking.
  public init() {}

  /// Products containing every word, name matches first.
  public func rank(_ query: String, in products: [IndexedProduct]) -> [Product] {
    let words = SearchText(query).words
    guard !words.isEmpty else { return [] }
    let scored = products.compactMap { indexed -> (score: Int, product: Product)? in
      var score = 0
      for word in words {
        if indexed.name.folded.contains(word) {
          score += 2
        } else if indexed.category.folded.contains(word) {
          score += 1
        } else {
          return nil
        }
      }
      return (score, indexed.product)
    }
    return scored.sorted {
      $0.score != $1.score ? $0.score > $1.score : $0.product.name < $1.product.name
    }.map(\.product)
  }
}

import CatalogInterface

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

import CatalogInterface

/// The "v2" ranking: each query word must start a word of the product's name or category, so
/// `tea` finds "Green Tea Tin" but no longer "Steak Knife".
///
/// Scores per query word: 3 for a whole name word, 2 for the start of a name word, 1 for the start
/// of a category word. Higher totals first; ties go to the product whose first matching name word
/// comes earliest, then to the name.
public struct TokenPrefixRanking: SearchRanking {
  /// Creates the ranking.
  public init() {}

  /// Products in which every query word starts a word, best first.
  public func rank(_ query: String, in products: [IndexedProduct]) -> [Product] {
    let words = SearchText(query).words
    guard !words.isEmpty else { return [] }
    let scored = products.compactMap { indexed -> (score: Int, position: Int, product: Product)? in
      var score = 0
      var position = Int.max
      for word in words {
        if let index = indexed.name.words.firstIndex(of: word) {
          score += 3
          position = min(position, index)
        } else if let index = indexed.name.words.firstIndex(where: { $0.hasPrefix(word) }) {
          score += 2
          position = min(position, index)
        } else if indexed.category.words.contains(where: { $0.hasPrefix(word) }) {
          score += 1
        } else {
          return nil
        }
      }
      return (score, position, indexed.product)
    }
    return scored.sorted {
      if $0.score != $1.score { return $0.score > $1.score }
      if $0.position != $1.position { return $0.position < $1.position }
      return $0.product.name < $1.product.name
    }
    .map(\.product)
  }
}

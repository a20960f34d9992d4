import CatalogInterface

/// Matches products against a query and orders the matches.
protocol SearchRanking: Sendable {
  /// The products that match every word of `query`, best first.
  func rank(_ query: String, in products: [IndexedProduct]) -> [Product]
}

/// The default ranking: each query word must appear somewhere in the product's name or
/// category; a word found in the name scores twice what a word found in the category scores.
/// Ties are broken by name.
struct SubstringRanking: SearchRanking {
  /// Products containing every word, name matches first.
  func rank(_ query: String, in products: [IndexedProduct]) -> [Product] {
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

/// The "v2" ranking: each query word must start a word of the product's name or category, so
/// `tea` finds "Green Tea Tin" but no longer "Steak Knife".
///
/// Scores per query word: 3 for a whole name word, 2 for the start of a name word, 1 for the start
/// of a category word. Higher totals first; ties go to the product whose first matching name word
/// comes earliest, then to the name.
struct TokenPrefixRanking: SearchRanking {
  /// Products in which every query word starts a word, best first.
  func rank(_ query: String, in products: [IndexedProduct]) -> [Product] {
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

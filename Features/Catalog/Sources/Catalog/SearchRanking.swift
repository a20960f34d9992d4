import CatalogInterface

/// Matches products against a query and orders the matches.
public protocol SearchRanking: Sendable {
  /// The products that match every word of `query`, best first.
  func rank(_ query: String, in products: [IndexedProduct]) -> [Product]
}

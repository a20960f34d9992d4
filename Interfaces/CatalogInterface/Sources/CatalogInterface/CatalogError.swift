import Core

/// Why the catalog could not show what was asked.
public enum CatalogError: UserFacingError, Equatable {
  /// No category has this name; the known ones are listed.
  case noSuchCategory(String, known: [String])
  /// No product has this SKU.
  case noSuchProduct(SKU)
  /// The search had no word to look for.
  case emptySearch

  /// A sentence for the customer.
  public var description: String {
    switch self {
    case .noSuchCategory(let name, let known):
      "no category named \"\(name)\"; categories: \(known.joined(separator: ", "))"
    case .noSuchProduct(let sku) where sku.code.isEmpty:
      "the SKU is empty; give a product's code, such as MUG-001, or try 'search <words>'"
    case .noSuchProduct(let sku): "no product with SKU \(sku); try 'search <words>' to find one"
    case .emptySearch: "search needs at least one word"
    }
  }

  /// An empty search is a usage error; the others are answers about the catalog.
  public var isUsageError: Bool { self == .emptySearch }
}

import CatalogInterface

/// `shop search <words>`: products matching every word, best first.
struct SearchCommand: ShopCommand {
  let catalog: any ProductSearching
  let name = "search"
  let arguments = "<words>"
  let summary = "find products whose name or category match every word"

  func run(_ arguments: [String]) async throws -> String {
    guard !arguments.isEmpty else { throw usageError("search needs at least one word") }
    let query = arguments.joined(separator: " ")
    let found = catalog.search(query)
    guard !found.isEmpty else { return "No products match \"\(query)\".\n" }
    return ProductTable.render(found)
  }
}

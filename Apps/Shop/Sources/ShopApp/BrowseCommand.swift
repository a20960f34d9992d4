import CatalogInterface

/// `shop browse [category]`: the categories, or the products of one category.
struct BrowseCommand: ShopCommand {
  let catalog: any ProductSearching
  let name = "browse"
  let arguments = "[category]"
  let summary = "list the categories, or the products of one category"

  func run(_ arguments: [String]) async throws -> String {
    guard !arguments.isEmpty else {
      let lines = catalog.categories().map { "  \($0)" }
      return "Categories:\n" + lines.joined(separator: "\n") + "\n"
    }
    let category = arguments.joined(separator: " ")
    let products = catalog.products(in: category)
    guard !products.isEmpty else {
      let known = catalog.categories().joined(separator: ", ")
      throw CommandError.failed("no category named \"\(category)\"; categories: \(known)")
    }
    return ProductTable.render(products)
  }
}

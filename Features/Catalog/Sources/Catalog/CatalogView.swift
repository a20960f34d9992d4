import CatalogInterface
import Core

/// Shows search results, the categories and a category's products on the console.
///
/// ```
/// SKU      Name                  Category  Price
/// MUG-001  Stoneware Coffee Mug  Kitchen   $12.50
/// 1 product
/// ```
@MainActor
final class CatalogView {
  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  /// Shows the matches of a search as a table, or says that nothing matched.
  func showMatches(_ products: [Product], for query: String) {
    guard !products.isEmpty else { return console.show("No products match \"\(query)\".\n") }
    console.show(ProductTable.render(products))
  }

  /// Shows the categories, one indented line each, under a heading.
  func showCategories(_ names: [String]) {
    console.show("Categories:\n" + names.map { "  \($0)\n" }.joined())
  }

  /// Shows the products of a category as a table.
  func showProducts(_ products: [Product]) {
    console.show(ProductTable.render(products))
  }
}

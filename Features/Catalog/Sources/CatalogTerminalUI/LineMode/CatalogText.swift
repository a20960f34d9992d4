import Architecture
import Catalog
import Core
import TerminalUI

/// The catalog's list as line mode prints it: products as an aligned table with their count, categories as an indented list, or the sentence that says nothing matched.
/// The customer picks a product with the `product <sku>` command.
///
/// ```
/// SKU      Name                  Category  Price
/// MUG-001  Stoneware Coffee Mug  Kitchen   $12.50
/// 1 product
/// ```
enum CatalogText {
  static func text(_ state: CatalogViewState) -> String {
    var text = state.heading.map { $0 + "\n" } ?? ""
    text += state.items.map { "  \($0)\n" }.joined()
    if !state.rows.isEmpty {
      text += TextTable(
        alignments: [.left, .left, .left, .right],
        rows: [["SKU", "Name", "Category", "Price"]]
          + state.rows.map { [$0.sku, $0.name, $0.category, $0.price] }
      ).render()
    }
    return text + (state.footer.map { $0 + "\n" } ?? "")
  }
}

import CatalogInterface
import Core

/// Products as an aligned table (SKU, name, category, right-aligned price), then their count.
enum ProductTable {
  /// The table and a last line such as `3 products` or `1 product`.
  static func render(_ products: [Product]) -> String {
    let rows = products.map { [$0.sku.code, $0.name, $0.category, $0.price.description] }
    let table = TextTable(
      alignments: [.left, .left, .left, .right],
      rows: [["SKU", "Name", "Category", "Price"]] + rows)
    let count = products.count == 1 ? "1 product" : "\(products.count) products"
    return table.render() + count + "\n"
  }
}

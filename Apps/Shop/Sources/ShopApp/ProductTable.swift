import CatalogInterface

/// Renders products as an aligned table with prices.
enum ProductTable {
  static func render(_ products: [Product]) -> String {
    let rows = products.map { [$0.sku.code, $0.name, $0.category, $0.price.description] }
    let table = TextTable(
      header: ["SKU", "Name", "Category", "Price"], rows: rows,
      alignments: [.left, .left, .left, .right])
    let count = products.count == 1 ? "1 product" : "\(products.count) products"
    return table.render() + count + "\n"
  }
}

import CartInterface
import Core

/// Renders the cart as an aligned table with line totals and the total.
enum CartTable {
  static func render(_ contents: CartContents) -> String {
    guard !contents.isEmpty else { return "The cart is empty.\n" }
    let rows = contents.lines.map {
      [$0.sku.code, $0.name, "\($0.quantity)", $0.unitPrice.description, $0.total.description]
    }
    let table = TextTable(
      alignments: [.left, .left, .right, .right, .right],
      rows: [["SKU", "Name", "Qty", "Price", "Total"]] + rows)
    let items = contents.itemCount == 1 ? "1 item" : "\(contents.itemCount) items"
    return table.render() + "\(items), total \(contents.total)\n"
  }
}

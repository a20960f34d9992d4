import CartInterface
import Core

/// Shows the cart on the console: an aligned table with line totals, the item count and the
/// total.
///
/// ```
/// SKU      Name            Qty   Price   Total
/// MUG-001  Stoneware Mug     2  $12.50  $25.00
/// 2 items, total $25.00
/// ```
@MainActor
final class CartView {
  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  /// Shows the contents, after a line saying what changed, if any.
  func show(_ contents: CartContents, after change: String? = nil) {
    console.show((change.map { $0 + "\n" } ?? "") + Self.render(contents))
  }

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

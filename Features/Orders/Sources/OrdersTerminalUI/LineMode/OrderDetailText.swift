import Architecture
import Core
import Orders
import TerminalUI

/// One order as line mode prints it, with its lines aligned and the total under the line
/// totals:
///
/// ```
/// Order 1002, placed 2026-01-16 by ada@example.com
/// Qty  Product    Unit price  Line total
///   1  Desk Lamp      $34.00      $34.00
/// Total                           $34.00
/// Ship to: Karl Johans gate 1, Oslo
/// Paid by: invoice to ada@example.com (reference INV-1768474800)
/// The 2nd of 3 orders placed by ada@example.com.
/// ```
enum OrderDetailText {
  /// The order's text: its ``lines(_:)``, each ending in a newline.
  static func text(_ state: OrderDetailViewState) -> String {
    lines(state).map { $0 + "\n" }.joined()
  }

  /// The order as lines, the title first: the order detail's screen shows the same lines.
  static func lines(_ state: OrderDetailViewState) -> [String] {
    let table = TextTable(
      alignments: [.right, .left, .right, .right],
      rows: [["Qty", "Product", "Unit price", "Line total"]]
        + state.lines.map { [$0.quantity, $0.product, $0.unitPrice, $0.total] })
    let gap = String(
      repeating: " ", count: max(2, table.width - "Total".count - state.total.count))
    return [state.title] + table.lines()
      + ["Total" + gap + state.total, state.shipTo, state.paidBy]
      + [state.position].compactMap(\.self)
  }
}

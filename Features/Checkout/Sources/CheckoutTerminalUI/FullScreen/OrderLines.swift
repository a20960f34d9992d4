import Checkout
import Core
import TerminalUI

/// The order's lines as the review, the page and the receipt show them, aligned:
/// `  2 × Stoneware Mug     $17.00`.
enum OrderLines {
  /// The rows of `lines`, each a label and a total, indented by two spaces.
  static func rows(_ lines: [(label: String, total: String)]) -> [String] {
    TextTable(alignments: [.left, .right], rows: lines.map { [$0.label, $0.total] }).lines()
      .map { "  " + $0 }
  }

  /// The rows of an order form's lines.
  static func rows(_ lines: [OrderFormViewState.Line]) -> [String] {
    rows(lines.map { ("\($0.quantity) × \($0.name)", $0.total) })
  }

  /// Draws `text` on the area's first row, returning it; an error or a hint in its style.
  @discardableResult
  static func row(
    _ text: String, style: Style = .plain, in canvas: inout Canvas, area: inout Rect
  ) -> Rect {
    let row = area.removeFirstRow()
    TextBlock(text, style: style, overflow: .truncate).draw(in: &canvas, area: row)
    return row
  }
}

import Architecture
import Checkout
import TerminalUI

/// The placed order, until the customer leaves it.
///
/// ```
/// Order 1001 placed
///   1 × Cast Iron Teapot  $24.00
///   2 × Stoneware Mug     $17.00
/// Total $41.00, shipped to 12 Harbour Road, Bristol BS1 4RN
/// Paid $41.00 by card ending 4242 (reference CARD-4242-1768471200).
///
/// Enter or Esc closes the receipt
/// ```
@MainActor
final class ReceiptScreen: Screen {
  private let presentation: Presentation<ReceiptViewState>
  private weak var receiver: (any ReceiptViewReceiver)?

  init(presentation: Presentation<ReceiptViewState>, receiver: any ReceiptViewReceiver) {
    self.presentation = presentation
    self.receiver = receiver
  }

  let title = "Receipt"

  func draw(in canvas: inout Canvas, area: Rect) {
    let state = presentation.viewState
    var body = area
    OrderLines.row(state.title, style: .bold, in: &canvas, area: &body)
    TextBlock(Self.hint, style: .dim, overflow: .truncate)
      .draw(in: &canvas, area: body.removeLastRow())
    let rows =
      OrderLines.rows(state.lines.map { ($0.label, $0.total) }) + [
        "Total \(state.total), shipped to \(state.shippingTo)"
      ]
    let order = body.removeFirstRows(rows.count)
    TextBlock(rows.joined(separator: "\n"), overflow: .truncate).draw(in: &canvas, area: order)
    let paid = state.payment.prefix(1).uppercased() + state.payment.dropFirst() + "."
    TextBlock(paid).draw(in: &canvas, area: body)
  }

  func handle(_ key: Key) -> KeyHandling {
    guard key.action == .back || key.action == .choose else { return .ignored }
    receiver?.didRequestBack()
    return .handled
  }

  private static let hint = "Enter or Esc closes the receipt"
}

import Architecture
import Checkout
import TerminalUI

/// The whole order, to confirm, on the last screen of checkout in steps.
///
/// ```
/// Review
/// Order for ada@example.com
///   1 × Cast Iron Teapot  $24.00
///   2 × Stoneware Mug     $17.00
/// Total $41.00
/// Ship to 12 Harbour Road, Bristol BS1 4RN
/// Pay with card ending 4242
///
/// Enter places the order · Esc goes back
/// ```
///
/// Enter places the order: it is paid for and recorded then, never before. Esc goes back to how
/// to pay.
@MainActor
final class ReviewScreen: Screen {
  private let presentation: Presentation<OrderFormViewState>
  private weak var receiver: (any OrderFormViewReceiver)?

  init(presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver) {
    self.presentation = presentation
    self.receiver = receiver
  }

  let title = "Review"

  func draw(in canvas: inout Canvas, area: Rect) {
    let state = presentation.viewState
    var body = area
    OrderLines.row(title, style: .bold, in: &canvas, area: &body)
    TextBlock(Self.hint, style: .dim, overflow: .truncate)
      .draw(in: &canvas, area: body.removeLastRow())
    if let problem = state.problem {
      TextBlock(problem, style: .error).draw(in: &canvas, area: body.removeLastRows(2))
    }
    let rows =
      ["Order for \(state.customer)"] + OrderLines.rows(state.lines) + [
        "Total \(state.total)", "Ship to \(state.shippingTo ?? "")",
        "Pay with \(state.payment ?? "")",
      ]
    TextBlock(rows.joined(separator: "\n"), overflow: .truncate).draw(in: &canvas, area: body)
  }

  func handle(_ key: Key) -> KeyHandling {
    switch key.action {
    case .choose: receiver?.didConfirm()
    case .back: receiver?.didRequestBack()
    default: return .ignored
    }
    return .handled
  }

  private static let hint = "Enter places the order · Esc goes back"
}

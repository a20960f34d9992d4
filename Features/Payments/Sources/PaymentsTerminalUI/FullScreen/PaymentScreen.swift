import Architecture
import Payments
import TerminalUI

/// One payment on screen: what is paid and how, then what became of it.
///
/// ```
/// Payment
/// $41.00 by card ending 4242
///
/// Paid $41.00 by card ending 4242 (reference CARD-4242-1768471200).
/// Esc goes back · q quits
/// ```
///
/// A refusal is shown in place of the receipt; nothing was charged. Esc, Backspace or Enter
/// leaves.
@MainActor
final class PaymentScreen: Screen {
  private let presentation: Presentation<PaymentsViewState>
  private weak var receiver: (any PaymentsViewReceiver)?

  init(presentation: Presentation<PaymentsViewState>, receiver: any PaymentsViewReceiver) {
    self.presentation = presentation
    self.receiver = receiver
  }

  let title = "Payment"

  func draw(in canvas: inout Canvas, area: Rect) {
    let state = presentation.viewState
    var body = area
    TextBlock(title, style: .bold).draw(in: &canvas, area: body.removeFirstRow())
    TextBlock(state.asked ?? "", overflow: .truncate).draw(in: &canvas, area: body.removeFirstRow())
    body.removeFirstRow()
    TextBlock(Self.hint, style: .dim, overflow: .truncate)
      .draw(in: &canvas, area: body.removeLastRow())
    if let refusal = state.refusal {
      TextBlock(refusal + "; nothing was charged.", style: .error).draw(in: &canvas, area: body)
    } else if let paid = state.paid {
      TextBlock(paid.prefix(1).uppercased() + paid.dropFirst() + ".", style: .bold).draw(
        in: &canvas, area: body)
    } else {
      TextBlock("Taking the payment…", style: .dim).draw(in: &canvas, area: body)
    }
  }

  func handle(_ key: Key) -> KeyHandling {
    guard key.action == .back || key.action == .choose else { return .ignored }
    receiver?.didRequestBack()
    return .handled
  }

  private static let hint = "Esc goes back · q quits"
}

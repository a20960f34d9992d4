import Architecture
import Payments
import PaymentsInterface
import TerminalUI

/// The ways to pay on screen, the one chosen before selected.
///
/// ```
/// Payment method
/// Pay $41.00 with:
/// > Card
///   Invoice to ada@example.com
///
/// Enter chooses · Esc goes back · q quits
/// ```
///
/// Enter chooses the selected method (a card asks its number and expiry next); Esc or
/// Backspace goes back. A refused choice is said above the hint.
@MainActor
final class PaymentMethodScreen: Screen {
  private let presentation: Presentation<PaymentMethodViewState>
  private weak var receiver: (any PaymentMethodViewReceiver)?
  private var list = ScrollingList()
  private var hasSelected = false

  init(
    presentation: Presentation<PaymentMethodViewState>, receiver: any PaymentMethodViewReceiver
  ) {
    self.presentation = presentation
    self.receiver = receiver
  }

  let title = "Payment method"

  func draw(in canvas: inout Canvas, area: Rect) {
    let state = presentation.viewState
    var body = area
    TextBlock(title, style: .bold).draw(in: &canvas, area: body.removeFirstRow())
    TextBlock("Pay \(state.amount) with:", overflow: .truncate)
      .draw(in: &canvas, area: body.removeFirstRow())
    TextBlock(Self.hint, style: .dim, overflow: .truncate)
      .draw(in: &canvas, area: body.removeLastRow())
    if let problem = state.problem {
      TextBlock(problem, style: .error).draw(in: &canvas, area: body.removeLastRows(2))
    }
    list.count = state.options.count
    if !hasSelected, !state.options.isEmpty {
      hasSelected = true
      list.select(state.options.firstIndex { $0.method == state.selected } ?? 0)
    }
    list.draw(in: &canvas, area: body) { state.options[$0].label }
  }

  func handle(_ key: Key) -> KeyHandling {
    if list.handle(key) == .handled { return .handled }
    switch key.action {
    case .choose:
      let options = presentation.viewState.options
      guard options.indices.contains(list.selection) else { return .handled }
      receiver?.didChoose(options[list.selection].method)
    case .back: receiver?.didRequestBack()
    default: return .ignored
    }
    return .handled
  }

  private static let hint = "Enter chooses · Esc goes back · q quits"
}

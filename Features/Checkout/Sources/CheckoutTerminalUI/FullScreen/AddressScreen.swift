import Architecture
import Checkout
import TerminalUI

/// Where to ship, on the first screen of checkout in steps, under the cart it ships.
///
/// ```
/// Checkout
/// 3 items, total $41.00 for ada@example.com
///
/// Ship to  12 Harbour Road, Bristol BS1 4RN
///
/// Enter continues · Esc leaves checkout
/// ```
///
/// The field has the focus: every character is text. Enter gives the address, whose refusal is
/// said under the field; Esc leaves checkout, charging nothing.
@MainActor
final class AddressScreen: Screen {
  private let presentation: Presentation<OrderFormViewState>
  private weak var receiver: (any OrderFormViewReceiver)?
  private var field: TextField

  init(presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver) {
    self.presentation = presentation
    self.receiver = receiver
    field = TextField(text: presentation.viewState.address, placeholder: "street, town, postcode")
  }

  let title = "Checkout"

  func draw(in canvas: inout Canvas, area: Rect) {
    let state = presentation.viewState
    var body = area
    OrderLines.row(title, style: .bold, in: &canvas, area: &body)
    OrderLines.row("\(state.summary) for \(state.customer)", in: &canvas, area: &body)
    body.removeFirstRow()
    let row = OrderLines.row("Ship to", style: .bold, in: &canvas, area: &body)
    field.draw(
      in: &canvas,
      area: Rect(
        row: row.origin.row, column: row.origin.column + 9, rows: 1, columns: row.columns - 9))
    TextBlock(Self.hint, style: .dim, overflow: .truncate)
      .draw(in: &canvas, area: body.removeLastRow())
    body.removeFirstRow()
    if let problem = state.problem {
      TextBlock(problem, style: .error).draw(in: &canvas, area: body)
    }
  }

  func handle(_ key: Key) -> KeyHandling {
    switch key {
    case .enter: receiver?.didSubmitAddress(field.text)
    case .escape: receiver?.didRequestBack()
    default: return field.handle(key)
    }
    return .handled
  }

  private static let hint = "Enter continues · Esc leaves checkout"
}

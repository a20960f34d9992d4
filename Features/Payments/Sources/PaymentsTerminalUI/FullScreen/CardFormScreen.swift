import Architecture
import Payments
import TerminalUI

/// A card's number and expiry on screen, in two fields.
///
/// ```
/// Card
/// Pay $41.00 by card
///
/// Number  4242 4242 4242 4242
/// Expiry  12/39  (MM/YY)
///
/// Tab moves · Enter continues · Esc goes back
/// ```
///
/// The number's field has the focus first; Tab, Down and Up move between the fields, and Enter
/// in the number moves to the expiry. Enter in the expiry gives the card, whose refusal (a
/// mistyped number, an expired card) is said under the fields. Esc goes back to the methods.
@MainActor
final class CardFormScreen: Screen {
  private let presentation: Presentation<CardFormViewState>
  private weak var receiver: (any CardFormViewReceiver)?
  private var number: TextField
  private var expiry: TextField
  private var isOnExpiry = false

  init(presentation: Presentation<CardFormViewState>, receiver: any CardFormViewReceiver) {
    self.presentation = presentation
    self.receiver = receiver
    let state = presentation.viewState
    number = TextField(text: state.number, placeholder: "the digits on the card")
    expiry = TextField(text: state.expiry, placeholder: "MM/YY")
  }

  let title = "Card"

  func draw(in canvas: inout Canvas, area: Rect) {
    let state = presentation.viewState
    var body = area
    TextBlock(title, style: .bold).draw(in: &canvas, area: body.removeFirstRow())
    TextBlock("Pay \(state.amount) by card", overflow: .truncate)
      .draw(in: &canvas, area: body.removeFirstRow())
    body.removeFirstRow()
    drawField(&number, "Number", in: &canvas, row: body.removeFirstRow(), focused: !isOnExpiry)
    drawField(&expiry, "Expiry", in: &canvas, row: body.removeFirstRow(), focused: isOnExpiry)
    TextBlock(Self.hint, style: .dim, overflow: .truncate)
      .draw(in: &canvas, area: body.removeLastRow())
    body.removeFirstRow()
    if let problem = state.problem {
      TextBlock(problem, style: .error).draw(in: &canvas, area: body)
    }
  }

  func handle(_ key: Key) -> KeyHandling {
    switch key {
    case .tab, .backTab, .up, .down:
      isOnExpiry.toggle()
    case .enter:
      if isOnExpiry {
        receiver?.didSubmit(number: number.text, expiry: expiry.text)
      } else {
        isOnExpiry = true
      }
    case .escape:
      receiver?.didRequestBack()
    default:
      return isOnExpiry ? expiry.handle(key) : number.handle(key)
    }
    return .handled
  }

  private static let hint = "Tab moves · Enter continues · Esc goes back"

  private func drawField(
    _ field: inout TextField, _ label: String, in canvas: inout Canvas, row: Rect, focused: Bool
  ) {
    canvas.draw(label, at: row.origin, style: focused ? .bold : .plain)
    var rest = row
    rest.origin.column += 8
    rest.columns = max(0, rest.columns - 8)
    field.draw(in: &canvas, area: rest, isFocused: focused)
  }
}

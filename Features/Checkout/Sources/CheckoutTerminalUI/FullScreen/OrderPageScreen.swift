import Architecture
import Checkout
import TerminalUI

/// The whole order on one page (the `one-page` layout): the lines and the total, where to ship,
/// how to pay, and the button that places the order.
///
/// ```
/// Checkout
/// Order for ada@example.com
///   1 × Cast Iron Teapot  $24.00
///   2 × Stoneware Mug     $17.00
/// Total $41.00
///
///   Ship to   12 Harbour Road, Bristol BS1 4RN
///   Pay with  card ending 4242
/// > Place order
///
/// ↑↓ or Tab moves · Enter chooses · Esc leaves checkout
/// ```
///
/// Up, Down and Tab move between the three rows. On the address, the keys are text and Enter
/// gives it; on how to pay, Enter asks it; on the button, Enter gives the address typed and
/// places the order, asking how to pay first if it is not chosen. Refusals are said above the
/// hint. Esc leaves checkout, charging nothing.
@MainActor
final class OrderPageScreen: Screen {
  private enum Row: CaseIterable {
    case address, payment, placeOrder
  }

  private let presentation: Presentation<OrderFormViewState>
  private weak var receiver: (any OrderFormViewReceiver)?
  private var field: TextField
  private var focus = Row.address

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
    TextBlock(Self.hint, style: .dim, overflow: .truncate)
      .draw(in: &canvas, area: body.removeLastRow())
    if let problem = state.problem {
      TextBlock(problem, style: .error).draw(in: &canvas, area: body.removeLastRows(2))
    }
    let order =
      ["Order for \(state.customer)"] + OrderLines.rows(state.lines) + ["Total \(state.total)", ""]
    var rows = body.removeFirstRows(min(order.count, max(0, body.rows - 3)))
    TextBlock(order.joined(separator: "\n"), overflow: .truncate).draw(in: &canvas, area: rows)
    rows = body.removeFirstRow()
    mark(.address, "Ship to", in: &canvas, row: rows)
    field.draw(
      in: &canvas,
      area: Rect(
        row: rows.origin.row, column: rows.origin.column + 12, rows: 1,
        columns: rows.columns - 12),
      isFocused: focus == .address)
    rows = body.removeFirstRow()
    mark(.payment, "Pay with", in: &canvas, row: rows)
    canvas.draw(
      state.payment ?? "choose…",
      at: Position(row: rows.origin.row, column: rows.origin.column + 12),
      style: state.payment == nil ? .dim : .plain, maxWidth: max(0, rows.columns - 12))
    mark(.placeOrder, "Place order", in: &canvas, row: body.removeFirstRow())
  }

  func handle(_ key: Key) -> KeyHandling {
    switch key {
    case .tab, .down: move(by: 1)
    case .backTab, .up: move(by: -1)
    case .escape: receiver?.didRequestBack()
    case .enter: choose()
    default:
      guard focus == .address else { return key.action == .back ? back() : .ignored }
      return field.handle(key)
    }
    return .handled
  }

  private static let hint = "↑↓ or Tab moves · Enter chooses · Esc leaves checkout"

  private func back() -> KeyHandling {
    receiver?.didRequestBack()
    return .handled
  }

  private func move(by step: Int) {
    let rows = Row.allCases
    let index = rows.firstIndex(of: focus) ?? 0
    focus = rows[(index + step + rows.count) % rows.count]
  }

  private func choose() {
    switch focus {
    case .address:
      receiver?.didSubmitAddress(field.text)
      if presentation.viewState.problem == nil { focus = .payment }
    case .payment:
      receiver?.didRequestPaymentMethod()
    case .placeOrder:
      if field.text != presentation.viewState.shippingTo {
        receiver?.didSubmitAddress(field.text)
        guard presentation.viewState.problem == nil else { return }
      }
      receiver?.didConfirm()
    }
  }

  /// Draws a row's label, with `>` and reversed video when it has the focus.
  private func mark(_ row: Row, _ label: String, in canvas: inout Canvas, row area: Rect) {
    let isFocused = focus == row
    canvas.draw(
      (isFocused ? "> " : "  ") + label, at: area.origin, style: isFocused ? .bold : .plain)
    if isFocused, row == .placeOrder { canvas.setStyle(.reversed, in: area) }
  }
}

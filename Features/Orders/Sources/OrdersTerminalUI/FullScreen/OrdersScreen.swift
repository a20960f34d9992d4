import Architecture
import Orders
import TerminalUI

/// The signed-in customer's orders on screen, newest first: number, date, items and total.
///
/// ```
/// Orders
///   Order  Date        Items   Total
/// > 1002   2026-01-16      1  $34.00
///   1001   2026-01-15      3  $33.99
/// 2 orders
/// Enter opens an order · Esc goes back · q quits
/// ```
///
/// Enter opens the selected order's detail; Esc or Backspace leaves. When the orders are read
/// again (an order was placed, someone else signed in), the same order stays selected; what
/// could not be read is said in place of the rows.
@MainActor
final class OrdersScreen: Screen {
  private let presentation: Presentation<OrdersViewState>
  private weak var receiver: (any OrdersViewReceiver)?
  private var list = ScrollingList()
  /// The number of the selected order, so it stays selected when a newer order comes in.
  private var selected: Int?

  init(presentation: Presentation<OrdersViewState>, receiver: any OrdersViewReceiver) {
    self.presentation = presentation
    self.receiver = receiver
  }

  let title = "Orders"

  func draw(in canvas: inout Canvas, area: Rect) {
    let state = presentation.viewState
    var body = area
    TextBlock(title, style: .bold).draw(in: &canvas, area: body.removeFirstRow())
    let hint = state.rows.isEmpty ? Self.leaveHint : "Enter opens an order · " + Self.leaveHint
    TextBlock(hint, style: .dim, overflow: .truncate).draw(in: &canvas, area: body.removeLastRow())
    guard !state.rows.isEmpty else {
      let sentences = [state.problem, state.message].compactMap(\.self)
      TextBlock(sentences.joined(separator: "\n"), style: state.problem == nil ? .plain : .error)
        .draw(in: &canvas, area: body)
      return
    }
    if let summary = state.summary {
      TextBlock(summary, style: .dim, overflow: .truncate)
        .draw(in: &canvas, area: body.removeLastRow())
    }
    if let problem = state.problem {
      TextBlock(problem, style: .error, overflow: .truncate)
        .draw(in: &canvas, area: body.removeLastRow())
    }
    let table = OrdersText.table(state).lines()
    TextBlock("  " + table[0], style: .dim, overflow: .truncate)
      .draw(in: &canvas, area: body.removeFirstRow())
    follow(state.rows)
    list.draw(in: &canvas, area: body) { table[$0 + 1] }
  }

  func handle(_ key: Key) -> KeyHandling {
    let rows = presentation.viewState.rows
    follow(rows)
    if list.handle(key) == .handled {
      selected = rows[list.selection].id
      return .handled
    }
    switch key.action {
    case .choose:
      guard let selected else { return .ignored }
      receiver?.didSelectOrder(id: selected)
    case .back:
      receiver?.didRequestBack()
    default:
      return .ignored
    }
    return .handled
  }

  private static let leaveHint = "Esc goes back · q quits"

  /// Sizes the list to the rows, and selects the order selected before, wherever it is now.
  private func follow(_ rows: [OrdersViewState.Row]) {
    list.count = rows.count
    if let selected, let index = rows.firstIndex(where: { $0.id == selected }) {
      list.select(index)
    }
    selected = rows.indices.contains(list.selection) ? rows[list.selection].id : nil
  }
}

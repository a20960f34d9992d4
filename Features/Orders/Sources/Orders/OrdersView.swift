import Core
import Foundation
import OrdersInterface

/// What the orders screen shows: the history as rows, or a message in their place.
struct OrdersViewState: Equatable, Sendable {
  /// One order of the history.
  struct Row: Equatable, Sendable {
    var id: String
    var date: String
    var items: String
    var total: String
  }

  /// The orders, in the order given; empty when there are none.
  var rows: [Row] = []
  /// `No orders yet.` for an empty history, or the confirmation of a placed order.
  var message: String?

  /// The transform of the history: a row per order, or a sentence when there is none.
  init(_ state: OrdersState) {
    rows = state.orders.map { order in
      Row(
        id: "\(order.id)", date: Self.day(order.placedAt),
        items: "\(order.details.lines.reduce(0) { $0 + $1.quantity })", total: "\(order.total)")
    }
    message = rows.isEmpty ? "No orders yet." : nil
  }

  /// The transform of a placed order: `Order 1001 placed: $41.00, paid by card ending 4242.`
  init(placed order: Order) {
    message = "Order \(order.id) placed: \(order.total), paid by \(order.details.payment.method)."
  }

  /// A date as YYYY-MM-DD in UTC, as every orders screen writes it.
  static func day(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    func twoDigits(_ value: Int?) -> String {
      let value = value ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    return "\(parts.year ?? 0)-\(twoDigits(parts.month))-\(twoDigits(parts.day))"
  }
}

/// What the orders context shows its state on: the console here, a list screen in an app.
@MainActor
protocol OrdersView: AnyObject {
  /// Receives the order the customer picks; held weakly.
  var receiver: (any OrdersViewReceiver)? { get set }
  /// Shows a state, replacing what was shown.
  func show(_ state: OrdersViewState)
}

/// What the customer does on the orders view, handed back to the context.
@MainActor
protocol OrdersViewReceiver: AnyObject {
  /// The customer picked an order of the history to see it in detail.
  func didSelectOrder(id: Int)
}

/// Shows the history on the console as an aligned table; the customer picks an order with the
/// `orders <id>` command.
///
/// ```
/// Order  Date        Items   Total
/// 1002   2026-01-16      1  $34.00
/// 1001   2026-01-15      3  $33.99
/// ```
@MainActor
final class OrdersConsoleView: OrdersView {
  weak var receiver: (any OrdersViewReceiver)?
  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  func show(_ state: OrdersViewState) {
    if !state.rows.isEmpty {
      let table = TextTable(
        alignments: [.left, .left, .right, .right],
        rows: [["Order", "Date", "Items", "Total"]]
          + state.rows.map { [$0.id, $0.date, $0.items, $0.total] })
      console.show(table.render())
    }
    if let message = state.message { console.show(message + "\n") }
  }
}

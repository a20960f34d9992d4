import Architecture
import Foundation
import OrdersInterface

/// What an orders view shows: the signed-in customer's orders as rows, or a sentence in their
/// place. A UI reads it from its `Presentation`; it is made from the context's state by a pure
/// transform, so it is tested as plain values.
public struct OrdersViewState: Equatable, Sendable {
  /// One order of the history.
  public struct Row: Equatable, Sendable {
    /// The order's number, which the view hands back when the customer picks the row.
    public var id: Int
    /// The day it was placed, `2026-01-16`, in UTC.
    public var date: String
    /// How many units it holds.
    public var items: String
    /// Its total, formatted: `$34.00`.
    public var total: String

    /// A row.
    public init(id: Int, date: String, items: String, total: String) {
      self.id = id
      self.date = date
      self.items = items
      self.total = total
    }
  }

  /// The orders, newest first; empty when there are none, or when only one order was asked for.
  public var rows: [Row]
  /// `No orders yet.` for an empty history.
  public var message: String?
  /// Why the orders could not be read again (nobody is signed in any more, say) or the order
  /// picked could not be opened: said in place, on a view that stays open.
  public var problem: String?
  /// `2 orders` under the rows; nil when there are none.
  public var summary: String?

  /// A view state: all of it empty by default, as the orders show nothing of their own while
  /// one order's detail is all that was asked for.
  public init(
    rows: [Row] = [], message: String? = nil, problem: String? = nil, summary: String? = nil
  ) {
    self.rows = rows
    self.message = message
    self.problem = problem
    self.summary = summary
  }
}

extension OrdersViewState {
  /// The transform: a row per order of the history, or a sentence when there is none.
  init(_ state: OrdersState) {
    guard let orders = state.orders else {
      self.init(problem: state.problem)
      return
    }
    self.init(
      rows: orders.map { order in
        Row(
          id: order.id, date: Self.day(order.placedAt),
          items: "\(order.details.lines.reduce(0) { $0 + $1.quantity })", total: "\(order.total)")
      },
      message: orders.isEmpty && state.problem == nil ? "No orders yet." : nil,
      problem: state.problem,
      summary: orders.isEmpty ? nil : orders.count == 1 ? "1 order" : "\(orders.count) orders")
  }

  /// A date as YYYY-MM-DD in UTC, as every orders view writes it.
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

/// The confirmation of a placed order, in one sentence.
public struct OrderPlacedViewState: Equatable, Sendable {
  /// The order's number.
  public var id: Int
  /// `Order 1001 placed: $41.00, paid by card ending 4242.`
  public var message: String

  /// A confirmation.
  public init(id: Int, message: String) {
    self.id = id
    self.message = message
  }
}

extension OrderPlacedViewState {
  /// The transform of a placed order.
  init(_ order: Order) {
    self.init(
      id: order.id,
      message:
        "Order \(order.id) placed: \(order.total), paid by \(order.details.payment.method).")
  }
}

/// What the customer does on an orders view, handed back to the orders' context, which
/// implements it.
@MainActor
public protocol OrdersViewReceiver: AnyObject {
  /// The customer picked an order of the history, to see it in detail.
  func didSelectOrder(id: Int)
  /// The customer left the orders. Ignored while an order's detail is shown over them.
  func didRequestBack()
}

/// Makes the orders' views, and says that an order was placed: what the app's UI target
/// supplies through ``OrdersDependencies/ordersViews``, terminal screens, printed lines or a
/// SwiftUI view, with no change to the feature.
@MainActor
public protocol OrdersViewFactory: OrderDetailViewFactory {
  /// The view of the history.
  /// - Parameters:
  ///   - presentation: What to show; the context keeps it current while the orders run.
  ///   - receiver: Where the view hands what the customer does; hold it weakly.
  /// - Returns: The view, which the orders' board presents.
  func makeOrdersView(
    _ presentation: Presentation<OrdersViewState>, receiver: any OrdersViewReceiver
  )
    -> any ViewControllable

  /// Tells the customer, once, that an order was placed: a line in line mode, a notice on a
  /// status line or a banner on a screen. The confirmation is a board without a flow: there is
  /// nothing to do on it and nothing to leave, so it is said, not presented.
  /// - Parameter confirmation: What to say.
  func announceOrderPlaced(_ confirmation: OrderPlacedViewState)
}

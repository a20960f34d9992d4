import Architecture
import OrdersInterface

/// What an order detail view shows, as text.
public struct OrderDetailViewState: Equatable, Sendable {
  /// One line of the order.
  public struct Line: Equatable, Sendable {
    /// How many units, `2`.
    public var quantity: String
    /// The product's name.
    public var product: String
    /// The price of one unit, formatted.
    public var unitPrice: String
    /// The line's total, formatted.
    public var total: String

    /// A line.
    public init(quantity: String, product: String, unitPrice: String, total: String) {
      self.quantity = quantity
      self.product = product
      self.unitPrice = unitPrice
      self.total = total
    }
  }

  /// `Order 1002`: where the customer is.
  public var name: String
  /// `Order 1002, placed 2026-01-16 by ada@example.com`
  public var title: String
  /// The lines, in the order's order.
  public var lines: [Line]
  /// The order's total, `$34.00`.
  public var total: String
  /// `Ship to: Karl Johans gate 1, Oslo`
  public var shipTo: String
  /// `Paid by: invoice to ada@example.com (reference INV-1768474800)`
  public var paidBy: String
  /// `The 2nd of 3 orders placed by ada@example.com.`, once counted.
  public var position: String?

  /// A view state.
  public init(
    name: String, title: String, lines: [Line], total: String, shipTo: String, paidBy: String,
    position: String? = nil
  ) {
    self.name = name
    self.title = title
    self.lines = lines
    self.total = total
    self.shipTo = shipTo
    self.paidBy = paidBy
    self.position = position
  }
}

extension OrderDetailViewState {
  /// The transform: what the detail shows for an order and, once counted, where it stands.
  init(_ state: OrderDetailState) {
    let order = state.order
    let details = order.details
    self.init(
      name: "Order \(order.id)",
      title:
        "Order \(order.id), placed \(OrdersViewState.day(order.placedAt)) by \(details.customer)",
      lines: details.lines.map {
        Line(
          quantity: "\($0.quantity)", product: $0.name, unitPrice: "\($0.unitPrice)",
          total: "\($0.total)")
      },
      total: "\(order.total)",
      shipTo: "Ship to: \(details.shippingAddress)",
      paidBy: "Paid by: \(details.payment.method) (reference \(details.payment.reference))",
      position: state.position.map { "\($0)" })
  }
}

/// What the customer does on an order detail view, handed back to its context, which
/// implements it.
@MainActor
public protocol OrderDetailViewReceiver: AnyObject {
  /// The customer left the detail, back to the orders.
  func didRequestBack()
}

/// Makes the order detail's view; part of ``OrdersViewFactory``.
@MainActor
public protocol OrderDetailViewFactory: Sendable {
  /// The view of one order.
  /// - Parameters:
  ///   - presentation: What to show; the context keeps it current while the detail runs.
  ///   - receiver: Where the view hands what the customer does; hold it weakly.
  /// - Returns: The view, which the orders' flow presents over the orders'.
  func makeOrderDetailView(
    _ presentation: Presentation<OrderDetailViewState>, receiver: any OrderDetailViewReceiver
  ) -> any ViewControllable
}

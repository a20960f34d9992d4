import Architecture
import OrdersInterface

/// What the order detail knows: the order, and where it stands among its customer's orders once
/// counted.
struct OrderDetailState: Equatable, Sendable {
  var order: Order
  var position: CustomerOrderPosition?
}

/// The order detail's logic: as it starts, it counts where the order stands among every order
/// its customer placed, and shows the order with that through ``OrderDetailViewState``. The
/// customer only reads it and leaves, through ``OrderDetailViewReceiver``.
@MainActor
final class OrderDetailContext: PresentableContext<OrderDetailState, OrderDetailViewState>,
  OrderDetailViewReceiver
{
  private let history: any OrderHistory
  private weak var listener: (any OrderDetailListener)?

  init(order: Order, history: any OrderHistory, listener: any OrderDetailListener) {
    self.history = history
    self.listener = listener
    super.init(state: OrderDetailState(order: order), transform: OrderDetailViewState.init)
  }

  /// Counts the customer's orders: reading only.
  override func didActivate() {
    do {
      let orders = try history.orders()
      state.update { $0.position = CustomerOrderPosition(of: $0.order, among: orders) }
    } catch {
      listener?.orderDetailDidFail(error)
    }
  }

  func didRequestBack() {
    guard isActive else { return }
    listener?.orderDetailDidLeave()
  }
}

/// Where an order stands among every order its customer placed, counted from the oldest: the
/// sentence the order detail shows below the order.
///
/// ```swift
/// CustomerOrderPosition(customer: "ada@example.com", number: 2, count: 3).description
/// // "The 2nd of 3 orders placed by ada@example.com."
/// ```
struct CustomerOrderPosition: Equatable, Sendable, CustomStringConvertible {
  /// The customer's email address.
  let customer: String
  /// The order's rank among the customer's orders, from 1 for the oldest.
  let number: Int
  /// How many orders the customer placed in all.
  let count: Int

  /// A position as given.
  /// - Parameters:
  ///   - customer: The customer's email address.
  ///   - number: The order's rank, from 1 for the oldest.
  ///   - count: How many orders the customer placed.
  init(customer: String, number: Int, count: Int) {
    self.customer = customer
    self.number = number
    self.count = count
  }

  /// Finds where `order` stands among its customer's orders.
  /// - Parameters:
  ///   - order: The order; counted even when `orders` does not hold it.
  ///   - orders: Orders of any customers, in any order; order numbers grow with time.
  init(of order: Order, among orders: [Order]) {
    let customer = order.details.customer
    let numbers = Set(orders.filter { $0.details.customer == customer }.map(\.id))
      .union([order.id]).sorted()
    self.init(
      customer: customer, number: (numbers.firstIndex(of: order.id) ?? 0) + 1,
      count: numbers.count)
  }

  /// The sentence: "The only order placed by ada@example.com." or "The 2nd of 3 orders placed
  /// by ada@example.com."
  var description: String {
    guard count > 1 else { return "The only order placed by \(customer)." }
    return "The \(Self.ordinal(number)) of \(count) orders placed by \(customer)."
  }

  /// `number` with its English suffix: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 112th.
  static func ordinal(_ number: Int) -> String {
    let suffix =
      switch (number % 10, number % 100) {
      case (_, 11...13): "th"
      case (1, _): "st"
      case (2, _): "nd"
      case (3, _): "rd"
      default: "th"
      }
    return "\(number)\(suffix)"
  }
}

import Core
import OrdersInterface

/// Everything the order detail shows, as text.
struct OrderDetailViewState: Equatable, Sendable {
  /// One line of the order.
  struct Line: Equatable, Sendable {
    var quantity: String
    var product: String
    var unitPrice: String
    var total: String
  }

  /// `Order 1002, placed 2026-01-16 by ada@example.com`
  var title: String
  var lines: [Line]
  /// The order's total, `$34.00`.
  var total: String
  /// `Ship to: Karl Johans gate 1, Oslo`
  var shipTo: String
  /// `Paid by: invoice to ada@example.com (reference INV-1768474800)`
  var paidBy: String
  /// `The 2nd of 3 orders placed by ada@example.com.`
  var position: String

  /// The transform: what the detail shows for an order and where it stands.
  init(_ order: Order, position: CustomerOrderPosition) {
    let details = order.details
    title =
      "Order \(order.id), placed \(OrdersViewState.day(order.placedAt)) by \(details.customer)"
    lines = details.lines.map {
      Line(
        quantity: "\($0.quantity)", product: $0.name, unitPrice: "\($0.unitPrice)",
        total: "\($0.total)")
    }
    total = "\(order.total)"
    shipTo = "Ship to: \(details.shippingAddress)"
    paidBy = "Paid by: \(details.payment.method) (reference \(details.payment.reference))"
    self.position = "\(position)"
  }
}

/// What the order detail shows its state on: the console here, a detail screen in an app.
@MainActor
protocol OrderDetailView: AnyObject {
  /// Shows the order.
  func show(_ state: OrderDetailViewState)
}

/// Shows one order on the console, with its lines aligned and the total under the line totals:
///
/// ```
/// Order 1002, placed 2026-01-16 by ada@example.com
/// Qty  Product    Unit price  Line total
///   1  Desk Lamp      $34.00      $34.00
/// Total                           $34.00
/// Ship to: Karl Johans gate 1, Oslo
/// Paid by: invoice to ada@example.com (reference INV-1768474800)
/// The 2nd of 3 orders placed by ada@example.com.
/// ```
@MainActor
final class OrderDetailConsoleView: OrderDetailView {
  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  func show(_ state: OrderDetailViewState) {
    let table = TextTable(
      alignments: [.right, .left, .right, .right],
      rows: [["Qty", "Product", "Unit price", "Line total"]]
        + state.lines.map { [$0.quantity, $0.product, $0.unitPrice, $0.total] })
    let gap = String(
      repeating: " ", count: max(2, table.width - "Total".count - state.total.count))
    let text =
      [state.title] + table.lines()
      + ["Total" + gap + state.total, state.shipTo, state.paidBy, state.position]
    console.show(text.map { $0 + "\n" }.joined())
  }
}

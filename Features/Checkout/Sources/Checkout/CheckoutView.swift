import Core
import OrdersInterface

/// What a step of checkout shows: its lines, each ready to display. Each step has its own
/// transform.
struct CheckoutViewState: Equatable, Sendable {
  var lines: [String]

  /// The review step: `Review: 3 items, total $41.00`.
  init(review reviewed: ReviewedCart) {
    let count = reviewed.contents.itemCount
    lines = ["Review: \(count) item\(count == 1 ? "" : "s"), total \(reviewed.contents.total)"]
  }

  /// The shipping step: `Shipping: ship to 12 Harbour Road`.
  init(shipping address: ShippingAddress) {
    lines = ["Shipping: ship to \(address)"]
  }

  /// The receipt: `Receipt: order 1001: 2 lines, total $41.00`.
  init(receipt order: Order) {
    let count = order.details.lines.count
    lines = [
      "Receipt: order \(order.id): \(count) line\(count == 1 ? "" : "s"), total \(order.total)"
    ]
  }

  /// The one-page form: who orders, each line with its total, the total and the address.
  ///
  /// ```
  /// Order for ada@example.com
  ///   1 × Cast Iron Teapot  $24.00
  ///   2 × Stoneware Mug     $17.00
  /// Total $41.00, shipped to 12 Harbour Road, Bristol BS1 4RN
  /// ```
  init(page order: AddressedCart) {
    let reviewed = order.reviewed
    let rows = reviewed.contents.lines.map { ["\($0.quantity) × \($0.name)", "\($0.total)"] }
    let table = TextTable(alignments: [.left, .right], rows: rows)
    lines =
      ["Order for \(reviewed.customer.email)"] + table.lines().map { "  " + $0 }
      + ["Total \(reviewed.contents.total), shipped to \(order.address)"]
  }
}

/// What checkout's steps show their state on: the console here, a checkout screen in an app.
/// Nothing on it acts: the customer gave everything with the request.
@MainActor
protocol CheckoutView: AnyObject {
  /// Shows a step's lines.
  func show(_ state: CheckoutViewState)
}

/// Shows checkout's progress on the console, a line or a few per step.
@MainActor
final class CheckoutConsoleView: CheckoutView {
  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  func show(_ state: CheckoutViewState) {
    console.show(state.lines.map { $0 + "\n" }.joined())
  }
}

import Core
import OrdersInterface

/// Shows one order on the console, as ``OrderFormatting/detail(_:)`` writes it, then where it
/// stands among its customer's orders.
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
final class OrderDetailView {
  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  /// Shows `order` and the sentence of `position`.
  func show(_ order: Order, position: CustomerOrderPosition) {
    console.show(OrderFormatting.detail(order) + "\(position)\n")
  }
}

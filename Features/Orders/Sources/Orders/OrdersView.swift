import Core
import OrdersInterface

/// Shows the order history on the console: the summary table, newest first, or a sentence when
/// there are no orders.
///
/// ```
/// Order  Date        Items   Total
/// 1002   2026-01-16      1  $34.00
/// 1001   2026-01-15      3  $33.99
/// ```
@MainActor
final class OrdersView {
  /// What the history says when nothing was ordered yet.
  static let empty = "No orders yet.\n"

  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  /// Shows `orders` in the order given.
  func showHistory(_ orders: [Order]) {
    console.show(orders.isEmpty ? Self.empty : OrderFormatting.summaryTable(orders))
  }
}

import Architecture
import Core
import Orders
import TerminalUI

/// The orders' views in line mode: they print on the console what one-shot commands and the
/// line prompt show. What an app hands the orders as their view factory when it runs a command
/// rather than a screen.
public struct OrdersLineViewFactory: OrdersViewFactory {
  private let console: any Console

  /// The views on a console.
  /// - Parameter console: Where they print.
  public init(console: any Console) {
    self.console = console
  }

  /// Prints the history (``OrdersText``), then leaves.
  public func makeOrdersView(
    _ presentation: Presentation<OrdersViewState>, receiver: any OrdersViewReceiver
  ) -> any ViewControllable {
    PrintedLineView(presentation, on: console, text: OrdersText.text) { [weak receiver] in
      receiver?.didRequestBack()
    }
  }

  /// Prints the order (``OrderDetailText``), then leaves.
  public func makeOrderDetailView(
    _ presentation: Presentation<OrderDetailViewState>, receiver: any OrderDetailViewReceiver
  ) -> any ViewControllable {
    PrintedLineView(presentation, on: console, text: OrderDetailText.text) { [weak receiver] in
      receiver?.didRequestBack()
    }
  }

  /// Prints the confirmation's line: `Order 1001 placed: $33.99, paid by card ending 4242.`
  public func announceOrderPlaced(_ confirmation: OrderPlacedViewState) {
    console.show(confirmation.message + "\n")
  }
}

/// The history as line mode prints it: an aligned table, or the sentence that says there is
/// none. The customer picks an order with the `orders <id>` command. A problem is
/// not printed: the orders fail with it, and the app reports the command's error.
///
/// ```
/// Order  Date        Items   Total
/// 1002   2026-01-16      1  $34.00
/// 1001   2026-01-15      3  $33.99
/// ```
enum OrdersText {
  static func text(_ state: OrdersViewState) -> String {
    let rows = state.rows.isEmpty ? "" : table(state).render()
    return rows + (state.message.map { $0 + "\n" } ?? "")
  }

  /// The rows under their heading, aligned: the orders' screen shows the same table.
  static func table(_ state: OrdersViewState) -> TextTable {
    TextTable(
      alignments: [.left, .left, .right, .right],
      rows: [["Order", "Date", "Items", "Total"]]
        + state.rows.map { ["\($0.id)", $0.date, $0.items, $0.total] })
  }
}

import Architecture

/// What the orders board is activated with.
public enum OrdersRequest: Sendable, Equatable {
  /// The history, newest first.
  case history
  /// One order in detail.
  case detail(id: Int)
}

/// What the orders board takes while its feature runs.
public enum OrdersCommand: Sendable, Equatable {
  /// Reads the customer's orders again, and shows them: an order was placed, or someone else
  /// signed in or out. An app sends it when that happens while the orders are open.
  case refresh
}

extension BoardID where Input == OrdersRequest, Output == Never, Command == OrdersCommand {
  /// Shows the signed-in customer's order history, or one order, until the customer leaves it;
  /// fails with an ``OrdersError`` when nobody is signed in or the customer has no such order.
  /// Activated again while it runs, or sent ``OrdersCommand/refresh``, it reads the orders again.
  public static var orders: Self { BoardID("orders") }
}

extension BoardID where Input == Order, Output == Never, Command == Never {
  /// Confirms a placed order to the customer in one line, with its number, total and payment;
  /// completes at once. An app chains checkout's output into it.
  public static var orderPlaced: Self { BoardID("order-placed") }
}

import Architecture

/// What the orders board is activated with.
public enum OrdersRequest: Sendable, Equatable {
  /// The history, newest first.
  case history
  /// One order in detail.
  case detail(id: Int)
}

extension BoardID where Input == OrdersRequest, Output == Never, Command == Never {
  /// Shows the order history or one order; completes after each request, or fails with an
  /// ``OrdersError``.
  public static var orders: Self { BoardID("orders") }
}

extension BoardID where Input == Order, Output == Never, Command == Never {
  /// Confirms a placed order to the customer in one line, with its number, total and payment;
  /// completes at once. An app chains checkout's output into it.
  public static var orderPlaced: Self { BoardID("order-placed") }
}

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

import Architecture
import OrdersInterface

/// The orders flow's business logic: it holds the order history the flow offers.
@MainActor
public final class OrdersContext: Context {
  /// The history this flow shows.
  public let history: any OrderHistory

  /// Creates a context around `history`.
  public init(history: any OrderHistory) {
    self.history = history
  }

  /// Nothing to start: the history is read from storage on demand.
  public func activate() {}

  /// Nothing to stop.
  public func deactivate() {}
}

import Core
import OrdersInterface

/// What the order detail needs: the shared services and the history it counts the customer's
/// orders in.
///
/// The orders builder derives these from its own dependencies (``OrderDetailComponent``).
public protocol OrderDetailDependencies: BaseDependencies {
  /// The history the detail counts the customer's orders in.
  var history: any OrderHistory { get }
}

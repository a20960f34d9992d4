import Core
import OrdersInterface

/// What the orders feature needs from whoever builds it: the shared services and the order
/// history.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestOrdersDependencies` from `OrdersTesting`. The orders builder derives the order detail's
/// dependencies from these (``OrderDetailDependencies``).
public protocol OrdersDependencies: BaseDependencies {
  /// The history the feature shows; the app makes one ``StoredOrderHistory`` and shares it with
  /// checkout, which places the orders.
  var orders: any OrderHistory { get }
}

import CartInterface
import Core
import OrdersInterface
import PaymentsInterface

/// Finishes, when the app starts, the checkouts that a process left half done: an order whose
/// payment was taken is placed and its lines leave the cart; one whose payment was not is
/// dropped. The app tells it it started, before any command runs, so a checkout killed at any
/// moment is settled by the next command, whatever it is.
///
/// A checkout running in another process at that moment is left to finish its own. What is
/// done is logged at info; an interrupted checkout that cannot be settled yet (its files cannot
/// be read or written) is logged as a warning, stays pending, and is tried again at the next
/// start and before the next checkout, which reports the error.
public final class CheckoutRecovery: AppLifecycleObserver {
  private let placement: OrderPlacement

  /// Makes the recovery over the services checkout places orders with; give it the same ones
  /// as checkout's dependencies.
  /// - Parameters:
  ///   - cart: The cart the ordered lines leave.
  ///   - orders: Where orders are pending and placed.
  ///   - payments: The payment provider's ledger, asked whether a checkout was paid.
  ///   - storage: The storage whose `checkout` key a checkout holds while it places an order.
  ///   - logger: Where what is settled is logged.
  public init(
    cart: any CartService, orders: any OrderHistory, payments: any PaymentLedger,
    storage: any DocumentStorage, logger: any Logger
  ) {
    placement = OrderPlacement(
      cart: cart, orders: orders, payments: payments, storage: storage, logger: logger)
  }

  /// Settles the interrupted checkouts.
  public func appDidStart() {
    do {
      try placement.recoverInterrupted()
    } catch {
      placement.log("cannot settle an interrupted checkout yet: \(error)", level: .warning)
    }
  }

  /// Nothing to do at the end: a checkout completes or is abandoned before its command ends.
  public func appWillEnd() {}
}

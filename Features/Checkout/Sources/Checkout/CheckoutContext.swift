import Architecture
import CartInterface
import CheckoutInterface
import Core
import OrdersInterface
import PaymentsInterface

/// Checkout's business logic: one method per step, each reporting to the listener when done.
///
/// It holds the listener weakly and nothing that holds it back, so a detached checkout flow goes
/// away with its context.
@MainActor
final class CheckoutContext: Context {
  private let dependencies: any CheckoutDependencies
  private weak var listener: (any CheckoutListener)?
  /// Whether the flow ended; steps that activate afterwards are cancelled.
  private(set) var hasEnded = false

  init(dependencies: any CheckoutDependencies, listener: any CheckoutListener) {
    self.dependencies = dependencies
    self.listener = listener
  }

  func activate() {
    log(.debug, "checkout started")
  }

  func deactivate() {
    hasEnded = true
    log(.debug, "checkout ended")
  }

  /// Checks that a customer is signed in and the cart is not empty.
  func review(_ request: CheckoutRequest) throws -> ReviewedCart {
    guard let customer = try dependencies.currentUser.currentUser() else {
      throw CheckoutError.notSignedIn
    }
    let contents = try dependencies.cart.contents()
    guard !contents.isEmpty else { throw CheckoutError.emptyCart }
    let count = contents.itemCount
    report(.review, "\(count) item\(count == 1 ? "" : "s"), total \(contents.total)")
    return ReviewedCart(request: request, customer: customer, contents: contents)
  }

  /// Validates the shipping address.
  func ship(_ reviewed: ReviewedCart) throws -> AddressedCart {
    let address = try ShippingAddress(reviewed.request.shippingAddress)
    report(.shipping, "ship to \(address)")
    return AddressedCart(reviewed: reviewed, address: address)
  }

  /// Takes the payment for the reviewed total; the cart is not touched.
  func pay(_ addressed: AddressedCart) throws -> PaidCart {
    let reviewed = addressed.reviewed
    let request = PaymentRequest(
      amount: reviewed.contents.total, instrument: reviewed.request.payment,
      payer: reviewed.customer)
    let receipt: PaymentReceipt
    do {
      receipt = try dependencies.payments.pay(request)
    } catch {
      log(.info, "payment of \(request.amount) refused: \(error)")
      throw CheckoutError.paymentFailed(error)
    }
    report(.payment, "paid \(receipt.amount) by \(receipt.method) (reference \(receipt.reference))")
    return PaidCart(addressed: addressed, receipt: receipt)
  }

  /// Places the order, then empties the cart.
  ///
  /// The payment is taken by then, so a cart that cannot be emptied is logged, not thrown: the
  /// order exists and is reported.
  func placeOrder(_ paid: PaidCart) throws -> Order {
    let reviewed = paid.addressed.reviewed
    let details = OrderDetails(
      customer: reviewed.customer.email.value, lines: reviewed.contents.lines,
      shippingAddress: paid.addressed.address.text, payment: paid.receipt)
    let order: Order
    do {
      order = try dependencies.orders.place(details)
    } catch {
      log(
        .error, "payment \(paid.receipt.reference) taken but the order was not recorded: \(error)")
      throw error
    }
    do {
      try dependencies.cart.clear()
    } catch {
      log(.error, "order \(order.id) placed but the cart could not be emptied: \(error)")
    }
    let lines = order.details.lines.count
    report(
      .receipt, "order \(order.id): \(lines) line\(lines == 1 ? "" : "s"), total \(order.total)")
    listener?.checkoutDidPlace(order)
    return order
  }

  private func report(_ step: CheckoutStep, _ summary: String) {
    log(.debug, "\(step.rawValue): \(summary)")
    listener?.checkoutDidComplete(step, summary: summary)
  }

  private func log(_ level: LogLevel, _ message: String) {
    dependencies.logger.log(level, message, source: "Checkout")
  }
}

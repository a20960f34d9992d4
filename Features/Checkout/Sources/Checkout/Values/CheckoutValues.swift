import AccountInterface
import CartInterface
import CheckoutInterface
import OrdersInterface
import PaymentsInterface

/// The cart as the order form reviewed it as it started: checked not empty, and who buys.
struct ReviewedCart: Sendable, Equatable {
  /// The signed-in customer.
  let customer: User
  /// The cart as reviewed; these lines and this total are paid and ordered.
  let contents: CartContents
}

/// What the order form hands on once the customer confirmed it: the reviewed cart, a valid
/// shipping address and how to pay.
struct ConfirmedOrder: Sendable, Equatable {
  let reviewed: ReviewedCart
  let address: ShippingAddress
  let payment: PaymentInstrument

  /// The order to place: who buys the reviewed lines, and where they go.
  var draft: OrderDraft {
    OrderDraft(
      customer: reviewed.customer.email.value, lines: reviewed.contents.lines,
      shippingAddress: address.text)
  }

  /// The payment to take for it, under the checkout's idempotency key.
  func payment(underKey key: String) -> PaymentRequest {
    PaymentRequest(
      amount: reviewed.contents.total, instrument: payment, payer: reviewed.customer,
      idempotencyKey: key)
  }
}

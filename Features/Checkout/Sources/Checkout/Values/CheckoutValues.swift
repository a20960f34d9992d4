import AccountInterface
import CartInterface
import CheckoutInterface
import OrdersInterface

/// What the review step hands on: the cart contents, checked not empty, and who buys.
struct ReviewedCart: Sendable, Equatable {
  /// What the customer asked for.
  let request: CheckoutRequest
  /// The signed-in customer.
  let customer: User
  /// The cart as reviewed; these lines and this total are paid and ordered.
  let contents: CartContents
}

/// What the order form hands on: the reviewed cart and a valid shipping address.
struct AddressedCart: Sendable, Equatable {
  let reviewed: ReviewedCart
  let address: ShippingAddress

  /// The order to place: who buys the reviewed lines, and where they go.
  var draft: OrderDraft {
    OrderDraft(
      customer: reviewed.customer.email.value, lines: reviewed.contents.lines,
      shippingAddress: address.text)
  }
}

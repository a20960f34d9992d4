import AccountInterface
import CartInterface
import CheckoutInterface

/// The checks every order form makes before an order can be paid: a signed-in customer and a
/// cart with something in it.
enum OrderReview {
  /// Reviews the cart for a request.
  /// - Throws: ``CheckoutInterface/CheckoutError/notSignedIn``,
  ///   ``CheckoutInterface/CheckoutError/emptyCart``, or the cart's storage error.
  static func review(
    _ request: CheckoutRequest, cart: any CartService, currentUser: any CurrentUserProviding
  ) throws -> ReviewedCart {
    guard let customer = try currentUser.currentUser() else { throw CheckoutError.notSignedIn }
    let contents = try cart.contents()
    guard !contents.isEmpty else { throw CheckoutError.emptyCart }
    return ReviewedCart(request: request, customer: customer, contents: contents)
  }
}

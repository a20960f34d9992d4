import AccountInterface
import CartInterface
import CheckoutInterface

/// The check every order form makes as it starts, before anything is asked: a signed-in
/// customer and a cart with something in it. A plain function: it reads, and either the form
/// can start or checkout stops saying why.
enum OrderReview {
  /// Reviews the cart of the customer signed in now.
  /// - Throws: ``CheckoutInterface/CheckoutError/notSignedIn``,
  ///   ``CheckoutInterface/CheckoutError/emptyCart``, or the cart's storage error.
  static func review(cart: any CartService, currentUser: any CurrentUserProviding) throws
    -> ReviewedCart
  {
    guard let customer = try currentUser.currentUser() else { throw CheckoutError.notSignedIn }
    let contents = try cart.contents()
    guard !contents.isEmpty else { throw CheckoutError.emptyCart }
    return ReviewedCart(customer: customer, contents: contents)
  }
}

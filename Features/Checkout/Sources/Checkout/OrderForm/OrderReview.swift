import AccountInterface
import CartInterface
import CheckoutInterface

/// The checks every order form makes before an order can be paid: a signed-in customer and a
/// cart with something in it.
enum OrderReview {
  /// Reviews the cart for a request.
  /// - Throws: ``CheckoutError/notSignedIn``, ``CheckoutError/emptyCart``, or the cart's storage
  ///   error.
  static func review(
    _ request: CheckoutRequest, cart: any CartService, currentUser: any CurrentUserProviding
  ) throws -> ReviewedCart {
    guard let customer = try currentUser.currentUser() else { throw CheckoutError.notSignedIn }
    let contents = try cart.contents()
    guard !contents.isEmpty else { throw CheckoutError.emptyCart }
    return ReviewedCart(request: request, customer: customer, contents: contents)
  }

  /// `3 items, total $41.00`.
  static func summary(_ reviewed: ReviewedCart) -> String {
    let count = reviewed.contents.itemCount
    return "\(count) item\(count == 1 ? "" : "s"), total \(reviewed.contents.total)"
  }
}

import AccountInterface
import CartInterface
import CheckoutInterface

/// The output of checkout's review step: the cart contents, checked not empty, and who buys.
public struct ReviewedCart: Sendable, Equatable {
  /// What the customer asked for.
  public let request: CheckoutRequest
  /// The signed-in customer.
  public let customer: User
  /// The cart as reviewed; these lines and this total are paid and ordered.
  public let contents: CartContents

  /// Groups the result of the review.
  /// - Parameters:
  ///   - request: What the customer asked for.
  ///   - customer: The signed-in customer.
  ///   - contents: The cart as reviewed, not empty.
  public init(request: CheckoutRequest, customer: User, contents: CartContents) {
    self.request = request
    self.customer = customer
    self.contents = contents
  }
}

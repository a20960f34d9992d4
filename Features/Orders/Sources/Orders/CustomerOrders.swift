import AccountInterface
import OrdersInterface

/// The signed-in customer's part of the order history: the orders feature shows nothing else,
/// so nobody sees another customer's orders and shipping addresses.
struct CustomerOrders: Sendable {
  let history: any OrderHistory
  let currentUser: any CurrentUserProviding

  /// The customer's placed orders, newest first.
  /// - Throws: ``OrdersInterface/OrdersError/notSignedIn`` when nobody is signed in, or an
  ///   error if the account or the history cannot be read.
  func orders() throws -> [Order] {
    let customer = try signedIn()
    return try history.orders().filter { $0.details.customer == customer }
  }

  /// The customer's placed order numbered `id`; another customer's order is not found either.
  /// - Throws: ``OrdersInterface/OrdersError/noSuchOrder(_:)`` when the customer has no order
  ///   with that number, ``OrdersInterface/OrdersError/notSignedIn``, or an error if the account
  ///   or the history cannot be read.
  func order(id: Int) throws -> Order {
    let customer = try signedIn()
    guard let order = try history.order(id: id), order.details.customer == customer else {
      throw OrdersError.noSuchOrder(id)
    }
    return order
  }

  private func signedIn() throws -> String {
    guard let user = try currentUser.currentUser() else { throw OrdersError.notSignedIn }
    return user.email.value
  }
}

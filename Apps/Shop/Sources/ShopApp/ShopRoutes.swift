import AccountInterface
import Architecture
import CartInterface
import CatalogInterface
import CheckoutInterface
import OrdersInterface

/// The app's flow chaining, in one place: what one feature's output starts in another.
@MainActor
enum ShopRoutes {
  /// Routes the boards' outputs on the app's motherboard.
  /// - Parameters:
  ///   - motherboard: The app's motherboard.
  ///   - work: Where a route's work on another board is kept, for the command to wait for.
  static func install(on motherboard: Motherboard, work: RoutedWork) {
    // A product chosen in the catalog goes into the cart; the catalog knows nothing of carts.
    // The command waits for the add, and fails with it when the cart refuses it.
    motherboard.route(.catalog) { motherboard, output in
      switch output {
      case .addToCart(let sku, let quantity):
        let cart = motherboard.io(.cart)
        work.start { await cart.run(.add(sku, quantity: quantity)) }
      }
    }
    // A placed order is confirmed by the orders feature: checkout's output is its input. Open
    // orders read the orders again, so they show it.
    motherboard.chain(.checkout, to: .orderPlaced)
    motherboard.route(.checkout) { motherboard, _ in refreshOpenOrders(on: motherboard) }
    // A checkout belongs to the customer who started it: signing out ends one in progress.
    motherboard.route(.account) { motherboard, output in
      let checkout = motherboard.io(.checkout)
      if output == .signedOut, checkout.isActive { checkout.send(.cancel) }
      // Orders are the signed-in customer's: open ones follow who that is.
      refreshOpenOrders(on: motherboard)
    }
  }

  /// Has the orders, if open, read the orders again.
  private static func refreshOpenOrders(on motherboard: Motherboard) {
    let orders = motherboard.io(.orders)
    if orders.isActive { orders.send(.refresh) }
  }
}

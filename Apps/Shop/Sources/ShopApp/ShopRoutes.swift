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
  /// - Parameter motherboard: The app's motherboard.
  static func install(on motherboard: Motherboard) {
    // A product chosen in the catalog goes into the cart; the catalog knows nothing of carts.
    motherboard.route(.catalog) { motherboard, output in
      switch output {
      case .addToCart(let sku, let quantity):
        motherboard.io(.cart).activate(.add(sku, quantity: quantity))
      }
    }
    // A placed order is confirmed by the orders feature: checkout's output is its input.
    motherboard.chain(.checkout, to: .orderPlaced)
    // A checkout belongs to the customer who started it: signing out ends one in progress.
    motherboard.route(.account) { motherboard, output in
      let checkout = motherboard.io(.checkout)
      if output == .signedOut, checkout.isActive { checkout.send(.cancel) }
    }
  }
}

import Architecture
import CartInterface
import CatalogInterface
import CheckoutInterface
import Core

/// The app's flow chaining, in one place: what one feature's output starts in another.
@MainActor
enum ShopRoutes {
  /// Routes the boards' outputs on the app's motherboard.
  /// - Parameters:
  ///   - motherboard: The app's motherboard.
  ///   - console: Where the app reports a placed order.
  static func install(on motherboard: Motherboard, console: any Console) {
    // A product chosen in the catalog goes into the cart; the catalog knows nothing of carts.
    motherboard.route(.catalog) { motherboard, output in
      switch output {
      case .addToCart(let sku, let quantity):
        motherboard.io(.cart).activate(.add(sku, quantity: quantity))
      }
    }
    motherboard.route(.checkout, to: console) { console, output in
      switch output {
      case .placed(let order):
        console.show(
          "Order \(order.id) placed: \(order.total), paid by \(order.details.payment.method).\n")
      }
    }
  }
}

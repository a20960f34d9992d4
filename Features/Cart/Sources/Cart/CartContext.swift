import Architecture
import CartInterface
import Core

/// The cart feature's logic: when its flow starts, it carries out its request on the cart,
/// shows the result and tells its listener.
@MainActor
final class CartContext: AbstractContext {
  private let request: CartRequest
  private let cart: any CartService
  private let view: CartView
  private let logger: any Logger
  private weak var listener: (any CartListener)?

  init(
    request: CartRequest, cart: any CartService, view: CartView, logger: any Logger,
    listener: any CartListener
  ) {
    self.request = request
    self.cart = cart
    self.view = view
    self.logger = logger
    self.listener = listener
  }

  override func didActivate() {
    do {
      try carryOut(request)
      listener?.cartDidFinish()
    } catch {
      logger.log(.info, "refused \(request): \(error)", source: "Cart")
      listener?.cartDidFail(error)
    }
  }

  private func carryOut(_ request: CartRequest) throws {
    switch request {
    case .show:
      view.show(try cart.contents())
    case .add(let sku, let quantity):
      view.show(try cart.add(sku, quantity: quantity), after: "Added \(quantity) × \(sku).")
    case .setQuantity(let sku, let quantity):
      view.show(try cart.setQuantity(quantity, for: sku))
    case .remove(let sku):
      view.show(try cart.remove(sku), after: "Removed \(sku).")
    }
  }
}

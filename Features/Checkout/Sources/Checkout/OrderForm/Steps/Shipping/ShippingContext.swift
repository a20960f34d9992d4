import Architecture
import CheckoutInterface
import Core

/// Validates the address, shows `Shipping: ship to <address>`, and confirms.
@MainActor
final class ShippingContext: AbstractContext {
  private let reviewed: ReviewedCart
  private let view: CheckoutView
  private weak var listener: (any ShippingListener)?

  init(reviewed: ReviewedCart, view: CheckoutView, listener: any ShippingListener) {
    self.reviewed = reviewed
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    do {
      let address = try ShippingAddress(reviewed.request.shippingAddress)
      view.show(step: "Shipping", "ship to \(address)")
      listener?.shippingDidConfirm(AddressedCart(reviewed: reviewed, address: address))
    } catch {
      listener?.shippingDidRefuse(error)
    }
  }
}

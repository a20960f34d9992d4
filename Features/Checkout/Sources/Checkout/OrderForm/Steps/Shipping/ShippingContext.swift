import Architecture
import CheckoutInterface

/// Validates the address, shows `Shipping: ship to <address>`, and confirms.
@MainActor
final class ShippingContext: BaseContext {
  private let reviewed: ReviewedCart
  private let view: any CheckoutView
  private weak var listener: (any ShippingListener)?

  init(reviewed: ReviewedCart, view: any CheckoutView, listener: any ShippingListener) {
    self.reviewed = reviewed
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    do {
      let address = try ShippingAddress(reviewed.request.shippingAddress)
      view.show(CheckoutViewState(shipping: address))
      listener?.shippingDidConfirm(AddressedCart(reviewed: reviewed, address: address))
    } catch {
      listener?.shippingDidRefuse(error)
    }
  }
}

import Architecture
import CheckoutInterface
import Core

/// What the shipping step tells the order form.
@MainActor
protocol ShippingListener: AnyObject {
  func shippingDidConfirm(_ order: AddressedCart)
  func shippingDidRefuse(_ error: CheckoutError)
}

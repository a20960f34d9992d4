import Architecture
import CheckoutInterface
import Core

/// The shipping step's node.
@MainActor
final class ShippingFlow: Flow {}

import Architecture
import CheckoutInterface
import Core

/// What the shipping step needs: only the shared services.
protocol ShippingDependencies: BaseDependencies {}

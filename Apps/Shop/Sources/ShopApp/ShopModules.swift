import Account
import Architecture
import Cart
import Catalog
import Checkout
import Orders
import Payments

/// The features the shop composes, one plugin each: adding a feature to the app is one line
/// here (and the feature in the app's list in the workspace manifest).
@MainActor
enum ShopModules {
  /// Every module, made with the app's solver.
  static func all(_ dependencies: ShopDependencies) -> [any ModulePlugin] {
    [
      CatalogModule(dependencies: dependencies),
      AccountModule(dependencies: dependencies),
      CartModule(dependencies: dependencies),
      PaymentsModule(dependencies: dependencies),
      OrdersModule(dependencies: dependencies),
      CheckoutModule(dependencies: dependencies),
    ]
  }

  /// The flags the modules declare, for `shop help`, which is printed before any service
  /// exists. A test checks this against what the launcher collects from ``all(_:)``.
  static let flags: [FlagDefinition] = [.search, .checkout]
}

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
  /// Every module, each made with the app's solver; its flags are read from its type, so
  /// `shop help` lists them before any service exists.
  static let all: [ModuleRecipe<ShopDependencies>] = [
    .module { CatalogModule(dependencies: $0) },
    .module { AccountModule(dependencies: $0) },
    .module { CartModule(dependencies: $0) },
    .module { PaymentsModule(dependencies: $0) },
    .module { OrdersModule(dependencies: $0) },
    .module { CheckoutModule(dependencies: $0) },
  ]

  /// The flags the modules declare.
  static var flags: [FlagDefinition] { all.flatMap(\.flags) }

  /// The modules, made with the app's solver.
  static func make(_ dependencies: ShopDependencies) -> [any ModulePlugin] {
    all.map { $0.make(dependencies) }
  }
}

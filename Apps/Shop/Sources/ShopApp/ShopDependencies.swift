import Account
import AccountInterface
import Architecture
import Cart
import CartInterface
import Catalog
import Checkout
import Core
import Orders
import OrdersInterface
import Payments
import PaymentsInterface

/// The app's dependency solver, the one place that chooses concrete types. It conforms to the
/// dependency protocol of every feature the app composes in `ShopFeatures.generated.swift`,
/// which mf writes from the app's features in the workspace manifest.
///
/// Everything is made in the initializer, in dependency order, from explicit ingredients, so a
/// missing dependency is a compile error and nothing is filled in later. The shared services
/// hold only what they use, never this solver, so the whole graph is released with the app.
final class ShopDependencies: BaseDependencies {
  let logger: any Logger
  let clock: any WallClock
  let storage: any DocumentStorage
  let invoiceDomains: Set<String>
  /// The views of the features that have a UI target.
  let views: ShopViews
  /// Where the cart announces its changes; the prompt, the status line and an open cart listen.
  let cartChanges = Channel<CartChanged>()
  /// Where the account announces who is signed in; the status line listens.
  let signInChanges = Channel<SignInChanged>()
  let catalog: ProductCatalog
  let storedAccount: StoredAccount
  let storedCart: StoredCart
  let storedOrders: StoredOrderHistory
  let paymentLedger: StoredPaymentLedger
  /// Settles, when the app starts, the checkouts a killed process left half done.
  let checkoutRecovery: CheckoutRecovery
  /// The services mf makes for the features it generated (`mf add <Feature> --to Shop`).
  let services: ShopServices

  /// Makes every shared service.
  /// - Parameters:
  ///   - storage: Where documents are kept.
  ///   - views: The views of the features that have a UI target.
  ///   - invoiceDomains: Email domains allowed to pay by invoice.
  ///   - productSource: Where the catalog's products come from.
  ///   - logger: Where diagnostics go.
  ///   - clock: The time source.
  /// - Throws: `CatalogLoadError` when the catalog cannot be loaded.
  init(
    storage: any DocumentStorage, views: ShopViews,
    invoiceDomains: Set<String>, productSource: any ProductSource, logger: any Logger,
    clock: any WallClock
  ) throws {
    self.storage = storage
    self.views = views
    self.invoiceDomains = invoiceDomains
    self.logger = logger
    self.clock = clock
    catalog = try ProductCatalog.load(from: productSource)
    storedAccount = StoredAccount(
      storage: storage, clock: clock, logger: logger, changes: signInChanges)
    storedCart = StoredCart(
      storage: storage, productLookup: catalog, changes: cartChanges, logger: logger)
    storedOrders = StoredOrderHistory(storage: storage, clock: clock, logger: logger)
    paymentLedger = StoredPaymentLedger(storage: storage)
    checkoutRecovery = CheckoutRecovery(
      cart: storedCart, orders: storedOrders, payments: paymentLedger, storage: storage,
      logger: logger)
    services = ShopServices(storage: storage)
  }

  var account: any AccountService { storedAccount }
  var currentUser: any CurrentUserProviding { storedAccount }
  var cart: any CartService { storedCart }
  var catalogViews: any CatalogViewFactory { views.catalog }
  var cartViews: any CartViewFactory { views.cart }
  var paymentsViews: any PaymentsViewFactory { views.payments }
  var checkoutViews: any CheckoutViewFactory { views.checkout }
  var ordersViews: any OrdersViewFactory { views.orders }
  var accountViews: any AccountViewFactory { views.account }
  var orders: any OrderHistory { storedOrders }
  var payments: any PaymentLedger { paymentLedger }

  /// The services the app tells when it starts and ends.
  var lifecycleObservers: [any AppLifecycleObserver] { [storedAccount, checkoutRecovery] }
}

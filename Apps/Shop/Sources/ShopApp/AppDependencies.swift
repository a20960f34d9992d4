import Account
import AccountInterface
import Architecture
import Cart
import CartInterface
import Catalog
import CatalogInterface
import Checkout
import Core
import Foundation
import Orders
import OrdersInterface
import Payments
import PaymentsInterface

/// The app's dependency solver: it conforms to every feature's dependency protocol and is the
/// only place where concrete types are chosen.
///
/// Shared services (logger, clock, storage, flags, the cart channel) are chosen here. Services
/// that one feature offers another (the catalog's look-up, the current user, the cart, payments,
/// orders) are provided by ``ShopComposition`` as it builds each feature, in dependency order.
public struct AppDependencies: CatalogDependencies, AccountDependencies, CartDependencies,
  PaymentsDependencies, OrdersDependencies, CheckoutDependencies
{
  /// Where diagnostics go.
  public let logger: any Logger
  /// The system clock.
  public let clock: any WallClock
  /// The document store in the data directory.
  public let storage: any DocumentStorage
  /// The catalog shipped with the Catalog feature.
  public let productSource: any ProductSource
  /// The resolved feature flags.
  public let flags: FlagValues
  /// Email domains allowed to pay by invoice.
  public let invoiceDomains: Set<String>
  /// The channel on which the cart announces its changes.
  public let cartChanges = Channel<CartChanged>()

  let providedCatalog = ProvidedService<any ProductLookup>("the catalog")
  let providedUser = ProvidedService<any CurrentUserProviding>("the account")
  let providedCart = ProvidedService<any CartService>("the cart")
  let providedPayments = ProvidedService<any PaymentProcessing>("payments")
  let providedOrders = ProvidedService<any OrderHistory>("the order history")

  /// Chooses the production implementations.
  /// - Parameters:
  ///   - storage: Where documents are kept.
  ///   - flags: The resolved feature flags.
  ///   - invoiceDomains: Email domains allowed to pay by invoice.
  ///   - logger: Where diagnostics go; standard error by default.
  ///   - clock: The time source; the system clock by default.
  public init(
    storage: any DocumentStorage, flags: FlagValues, invoiceDomains: Set<String>,
    logger: any Logger = StandardErrorLogger(), clock: any WallClock = SystemClock()
  ) {
    self.storage = storage
    self.flags = flags
    self.invoiceDomains = invoiceDomains
    self.logger = logger
    self.clock = clock
    productSource = CatalogFile.bundled
  }

  /// The catalog, for the cart's prices.
  public var productLookup: any ProductLookup { providedCatalog.value }
  /// The account, for payments and checkout.
  public var currentUser: any CurrentUserProviding { providedUser.value }
  /// The cart, for checkout.
  public var cart: any CartService { providedCart.value }
  /// Payments, for checkout.
  public var payments: any PaymentProcessing { providedPayments.value }
  /// The order history, for checkout.
  public var orders: any OrderHistory { providedOrders.value }
}

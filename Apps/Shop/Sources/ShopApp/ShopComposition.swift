import Account
import AccountInterface
import Architecture
import Cart
import CartInterface
import Catalog
import CatalogInterface
import Checkout
import CheckoutInterface
import Orders
import OrdersInterface
import Payments
import PaymentsInterface

/// The composition root: builds every feature with the app's dependency solver, in dependency
/// order, attaches their flows under the root flow, and runs checkout as a child flow that is
/// attached for one order and detached (and leak-checked) afterwards.
@MainActor
final class ShopComposition {
  /// The live flow tree, for `debug tree`.
  let tree: FlowTree
  let catalog: any CatalogService
  let account: any AccountService
  let cart: any CartService
  let orders: any OrderHistory
  private let root: ShopFlow
  private let checkoutBuilder: CheckoutBuilder
  private let signedInBarrier: Barrier

  /// Builds the app.
  /// - Parameters:
  ///   - dependencies: The app's dependency solver.
  ///   - tree: The tree to launch the root flow in.
  ///   - askForEmail: Asks the customer for an email when checkout needs a sign-in; returns
  ///     `nil` when nobody can answer (one-shot commands).
  /// - Throws: ``CommandError/failed(_:)`` if a feature cannot be built.
  init(
    dependencies: AppDependencies, tree: FlowTree,
    askForEmail: @escaping @MainActor () async -> String?
  ) throws {
    self.tree = tree
    do {
      catalog = try CatalogBuilder(dependencies: dependencies).makeCatalog()
    } catch {
      throw CommandError.failed("\(error)")
    }
    dependencies.providedCatalog.provide(catalog)

    let accountBuilder = AccountBuilder(dependencies: dependencies)
    let accountFeature = accountBuilder.build(listener: (), id: "account")
    account = accountFeature.interface
    dependencies.providedUser.provide(account)

    let cartFeature = CartBuilder(dependencies: dependencies).build(listener: (), id: "cart")
    cart = cartFeature.interface
    dependencies.providedCart.provide(cart)

    let paymentsFeature = PaymentsBuilder(dependencies: dependencies)
      .build(listener: (), id: "payments")
    dependencies.providedPayments.provide(paymentsFeature.interface)

    let ordersFeature = OrdersBuilder(dependencies: dependencies).build(listener: (), id: "orders")
    orders = ordersFeature.interface
    dependencies.providedOrders.provide(orders)

    checkoutBuilder = CheckoutBuilder(dependencies: dependencies)
    signedInBarrier = accountBuilder.makeSignedInBarrier(askForEmail: askForEmail)

    let itemCount = (try? cart.contents().itemCount) ?? 0
    root = ShopFlow(
      context: ShopContext(cartChanges: dependencies.cartChanges, initialItemCount: itemCount))
    tree.launch(root)
    for flow in [accountFeature.flow, cartFeature.flow, paymentsFeature.flow, ordersFeature.flow]
      as [Flow]
    {
      root.attach(flow)
    }
  }

  /// The number of items in the cart, as the cart last announced it.
  var cartItemCount: Int { root.shopContext.cartItemCount }

  /// Runs checkout behind the signed-in barrier, in a checkout flow attached for this order.
  /// - Returns: The placed order and one line per completed step.
  /// - Throws: ``CheckoutError`` (not signed in, empty cart, invalid address, failed payment).
  func checkout(_ request: CheckoutRequest) async throws -> (order: Order, steps: [String]) {
    let progress = CheckoutProgress()
    let flow = checkoutBuilder.build(listener: progress, id: "checkout")
    root.attach(flow)
    defer { root.detach(flow) }
    let order = try await flow.run(request, guardedBy: signedInBarrier, in: Orchestrator())
    return (order, progress.lines)
  }

  /// Ends every flow; detached flows are then checked for leaks.
  func shutdown() {
    tree.shutdown()
  }
}

/// Collects checkout's step summaries for the command's output.
@MainActor
final class CheckoutProgress: CheckoutListener {
  private(set) var lines: [String] = []

  func checkoutDidComplete(_ step: CheckoutStep, summary: String) {
    lines.append("\(step.rawValue.capitalized): \(summary)")
  }

  func checkoutDidPlace(_ order: Order) {}
}

import AccountInterfaceTesting
import Architecture
import ArchitectureTesting
import Checkout
import CheckoutInterface
import CoreTesting
import OrdersInterface
import PaymentsInterface
import PaymentsInterfaceTesting

/// Checkout's module on a motherboard with the fake payments' boards and the fake signed-in
/// barrier, as an app would install them, for checkout's tests and example. Its boards present
/// on the navigation given: a line navigation with the line views, a screen stack with the screens,
/// or a recording navigation with the recording views.
@MainActor
public struct CheckoutHarness {
  /// The solver checkout's module was made with.
  public let dependencies: TestCheckoutDependencies
  /// The motherboard, tree and leak tracker.
  public let harness: BoardHarness
  /// The payment requests the fake payment board received.
  public let payments: PaymentRequestLog
  /// The questions the fake payment method board was asked, and how it answers them.
  public let choices: PaymentMethodChoices
  /// The orders checkout sent out, in order.
  public let placed: PlacedOrders

  /// Launches checkout.
  /// - Parameters:
  ///   - dependencies: Checkout's solver; the fixture cart and a signed-in customer by default.
  ///   - paymentFailure: The error the fake payment board refuses every payment with; `nil`
  ///     approves.
  ///   - signInAnswer: The address the fake barrier signs in when nobody is; `nil` refuses.
  ///   - layout: The `checkout` flag's value.
  ///   - choices: How the fake payment method board answers; by default it chooses the
  ///     instrument asked with, or an approved card.
  ///   - navigation: Where the boards present their views; `nil` for none.
  ///   - paymentProbe: Takes a picture of the flow tree when the payment board is activated.
  ///   - extras: More modules, for example one that guards the payment board with a barrier.
  public init(
    dependencies: TestCheckoutDependencies = TestCheckoutDependencies(),
    paymentFailure: PaymentError? = nil, signInAnswer: String? = CheckoutFixtures.customerEmail,
    layout: String = "steps", choices: PaymentMethodChoices = PaymentMethodChoices(),
    navigation: (any NavigationControllable)? = nil, paymentProbe: TreeProbe? = nil,
    extras: [any ModulePlugin] = []
  ) throws {
    self.dependencies = dependencies
    let onRequest: (@MainActor () -> Void)? =
      if let paymentProbe { { paymentProbe.capture() } } else { nil }
    payments = PaymentRequestLog(onRequest: onRequest)
    self.choices = choices
    let plugins: [any ModulePlugin] =
      [
        CheckoutModule(dependencies: dependencies),
        FakePaymentsModule(
          failingWith: paymentFailure, requests: payments, ledger: dependencies.fakePayments,
          choices: choices),
        FakeSignInModule(account: dependencies.fakeAccount, answer: signInAnswer),
      ] + extras
    let flags = try Launcher(plugins).flagRegistry().resolve([
      EnvironmentFlagSource(variable: "FLAGS", environment: ["FLAGS": "checkout=\(layout)"])
    ])
    harness = try BoardHarness(
      plugins, flags: flags, name: "checkout harness", navigation: navigation)
    paymentProbe?.tree = harness.tree
    placed = PlacedOrders()
    harness.motherboard.route(.checkout, to: placed) { placed, order in
      placed.orders.append(order)
    }
  }

  /// Runs one checkout.
  /// - Parameter request: Where to ship and how to pay; the fixture request by default.
  /// - Returns: How the checkout board completed.
  public func run(_ request: CheckoutRequest = CheckoutFixtures.request) async -> BoardCompletion {
    await harness.motherboard.io(.checkout).run(request)
  }
}

/// The orders the checkout board sent out.
@MainActor
public final class PlacedOrders {
  /// The orders, oldest first.
  public var orders: [Order] = []
}

/// Takes a picture of a flow tree at a chosen moment.
@MainActor
public final class TreeProbe {
  weak var tree: FlowTree?
  /// The picture, once taken.
  public private(set) var snapshot: FlowSnapshot?

  /// Makes a probe without a picture.
  public init() {}

  func capture() {
    snapshot = tree?.snapshot()
  }
}

import AccountInterfaceTesting
import Architecture
import CartInterfaceTesting
import CheckoutTerminalUI
import CheckoutTesting
import CoreTesting
import OrdersInterfaceTesting
import PaymentsInterface
import TerminalUI
import TerminalUITesting

/// Dependencies whose views are checkout's line views, printing on a scripted console, as a
/// command runs checkout.
@MainActor
func lineDependencies(
  console: ScriptedConsole = ScriptedConsole(), cart: FakeCart = CheckoutFixtures.makeCart(),
  orders: FakeOrderHistory = FakeOrderHistory(),
  account: FakeAccount = FakeAccount(signedInAs: CheckoutFixtures.customerEmail)
) -> TestCheckoutDependencies {
  TestCheckoutDependencies(
    cart: cart, orders: orders, account: account, views: CheckoutLineViewFactory(console: console))
}

extension CheckoutHarness {
  /// Checkout in line mode: the line views on a line navigation, as a command runs it.
  @MainActor
  static func lines(
    _ dependencies: TestCheckoutDependencies = lineDependencies(),
    paymentFailure: PaymentError? = nil, signInAnswer: String? = CheckoutFixtures.customerEmail,
    layout: String = "steps", paymentProbe: TreeProbe? = nil, extras: [any ModulePlugin] = []
  ) throws -> CheckoutHarness {
    try CheckoutHarness(
      dependencies: dependencies, paymentFailure: paymentFailure, signInAnswer: signInAnswer,
      layout: layout, navigation: LineNavigation(), paymentProbe: paymentProbe, extras: extras)
  }
}

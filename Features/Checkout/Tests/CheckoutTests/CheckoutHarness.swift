import Architecture
import Checkout
import CheckoutInterface
import CheckoutInterfaceTesting
import CheckoutTesting
import OrdersInterface

/// One checkout built over test dependencies, with a listener spy and an orchestrator.
@MainActor
struct CheckoutHarness {
  let dependencies: TestCheckoutDependencies
  let listener = CheckoutListenerSpy()
  let orchestrator = Orchestrator()
  let flow: CheckoutFlow

  init(_ dependencies: TestCheckoutDependencies = TestCheckoutDependencies()) {
    self.dependencies = dependencies
    flow = CheckoutBuilder(dependencies: dependencies).build(listener: listener, id: "checkout")
  }

  func run(
    _ request: CheckoutRequest = CheckoutFixtures.request, guardedBy barrier: Barrier? = nil
  ) async throws -> Order {
    try await flow.run(request, guardedBy: barrier, in: orchestrator)
  }

  func request(address: String) -> CheckoutRequest {
    CheckoutRequest(shippingAddress: address, payment: CheckoutFixtures.card)
  }

  var trace: [String] { orchestrator.trace.map(\.description) }
  var heardSteps: [CheckoutStep] { listener.completed.map(\.step) }
}

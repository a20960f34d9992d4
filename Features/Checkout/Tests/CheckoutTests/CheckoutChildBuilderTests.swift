import Architecture
import ArchitectureTesting
import CheckoutInterface
import CheckoutTesting
import Testing

@testable import Checkout

/// An order form that shows nothing, records what checkout asked for, and says the customer
/// left: what a test gives checkout in place of its child.
@MainActor
final class LeavingOrderForm: OrderFormBuilding {
  private(set) var requests: [CheckoutRequest] = []

  func build(
    _ request: CheckoutRequest, questions: Motherboard,
    listener: @escaping @MainActor (OrderFormOutcome) -> Void
  ) -> Flow {
    requests.append(request)
    return Flow(context: LeavingContext(listener))
  }
}

/// Says the customer left, once it is active.
@MainActor
final class LeavingContext: BaseContext {
  private let listener: @MainActor (OrderFormOutcome) -> Void

  init(_ listener: @escaping @MainActor (OrderFormOutcome) -> Void) {
    self.listener = listener
  }

  override func didActivate() {
    Task { @MainActor [listener] in listener(.left) }
  }
}

@Suite("Checkout is given its child's builder")
@MainActor
struct CheckoutChildBuilderTests {
  @Test("a fake order form runs under checkout in place of the real one; its outcome ends checkout")
  func fakeChild() async throws {
    let form = LeavingOrderForm()
    let builder = CheckoutBuilder(dependencies: TestCheckoutDependencies(), orderForm: form)
    let tree = FlowTree(leakTracker: LeakTracker(onLeak: { _ in }))
    let motherboard = Motherboard(name: "test")
    motherboard.register(.checkout) { CheckoutBoard(slot: $0, builder: builder) }
    motherboard.navigation = RecordingNavigation()
    tree.launch(motherboard)
    let request = CheckoutRequest(shippingAddress: "1 Loop Road")
    #expect(await motherboard.io(.checkout).run(request) == .finished)
    #expect(form.requests == [request], "checkout built its child with the builder it was given")
    #expect(await tree.leakTracker?.finishPendingChecks(within: .seconds(10)) == [])
    tree.shutdown()
  }
}

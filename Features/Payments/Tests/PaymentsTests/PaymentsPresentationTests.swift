import AccountInterface
import AccountInterfaceTesting
import Architecture
import PaymentsInterface
import PaymentsTesting
import Testing

@testable import Payments

@Suite("The payments' presentation")
@MainActor
struct PaymentsPresentationTests {
  @Test("a taken payment is shown in one line naming the method and the reference")
  func transform() {
    let receipt = PaymentReceipt(
      reference: "INV-7", method: "invoice to ada@example.com",
      amount: PaymentsFixtures.dollars(2450))
    #expect(
      PaymentsViewState(paid: receipt).message
        == "Payment: paid $24.50 by invoice to ada@example.com (reference INV-7)")
  }

  /// Starts a payments context for `request` with a recording view and router.
  func start(_ request: PaymentRequest, account: FakeAccount = FakeAccount())
    -> (RecordingPaymentsView, RecordingPaymentsRouter, () -> [PaymentOutcome], FlowTree)
  {
    let dependencies = TestPaymentsDependencies(account: account)
    let view = RecordingPaymentsView()
    let router = RecordingPaymentsRouter()
    var outcomes: [PaymentOutcome] = []
    let context = PaymentsContext(
      request: request,
      methods: PaymentMethodPlugins(dependencies: dependencies, references: ReferenceSequence()),
      currentUser: dependencies.currentUser, invoiceDomains: dependencies.invoiceDomains,
      logger: dependencies.logger, view: view, listener: { outcomes.append($0) })
    context.router = router
    let tree = FlowTree()
    tree.launch(Flow(context: context))
    return (view, router, { outcomes }, tree)
  }

  @Test("the context routes the available method's step, and shows its receipt")
  func routesTheStepAndShowsTheReceipt() {
    let (view, router, outcomes, tree) = start(PaymentsFixtures.card("4242424242424242"))
    #expect(router.steps == ["Flow(CardPaymentContext)"])
    #expect(
      view.shown.map(\.message).first?.hasPrefix("Payment: paid $24.50 by card ending 4242")
        == true)
    #expect(outcomes().count == 1)
    tree.shutdown()
  }

  @Test("an unavailable method gets no step and shows nothing; the refusal says why")
  func refusesAnUnavailableMethod() {
    let (view, router, outcomes, tree) = start(PaymentsFixtures.invoice())
    #expect(router.steps.isEmpty)
    #expect(view.shown.isEmpty)
    #expect(
      outcomes()
        == [
          .refused(
            .methodUnavailable(
              "invoice is only for signed-in customers; sign in first with 'sign-in <email>'"))
        ])
    tree.shutdown()
  }
}

/// Stands in for the console: records what the payments context shows.
@MainActor
final class RecordingPaymentsView: PaymentsView {
  private(set) var shown: [PaymentsViewState] = []

  func show(_ state: PaymentsViewState) {
    shown.append(state)
  }
}

/// Stands in for the payments flow: attaches each step to a flow of its own, so it runs, and
/// records its name.
@MainActor
final class RecordingPaymentsRouter: PaymentsRouting {
  private(set) var steps: [String] = []
  private let parent = Flow()
  private let tree = FlowTree()

  init() {
    tree.launch(parent)
  }

  func attachStep(_ step: Flow) {
    steps.append(step.debugName)
    parent.attach(step)
  }
}

import AccountInterfaceTesting
import Architecture
import ArchitectureTesting
import Payments
import PaymentsInterface
import PaymentsTesting
import Testing

/// The payment method board on a harness with a recording navigation and recording views: the
/// test plays the customer through the receivers the question gave its views.
@MainActor
final class QuestionSession {
  let dependencies: TestPaymentsDependencies
  let navigation = RecordingNavigation()
  let harness: BoardHarness
  private(set) var outcomes: [PaymentMethodOutcome] = []
  /// The views on the navigation when each outcome was heard.
  private(set) var stackWhenHeard: [[String]] = []

  init(_ dependencies: TestPaymentsDependencies = TestPaymentsDependencies()) throws {
    self.dependencies = dependencies
    harness = try BoardHarness(
      [PaymentsModule(dependencies: dependencies)], navigation: navigation)
    harness.motherboard.route(.paymentMethod, to: self) { session, outcome in
      session.outcomes.append(outcome)
      session.stackWhenHeard.append(session.navigation.stack)
    }
  }

  var views: RecordingPaymentsViews { dependencies.recordedViews }

  /// Asks how to pay $41.00; the run ends when the customer has chosen, gone back or given up.
  func ask(current: PaymentInstrument? = nil) -> Task<BoardCompletion, Never> {
    let request = PaymentMethodRequest(amount: PaymentsFixtures.dollars(4100), current: current)
    return Task { await harness.motherboard.io(.paymentMethod).run(request) }
  }
}

@Suite("The payment method question, played through its receivers")
@MainActor
struct PaymentMethodQuestionTests {
  @Test("the methods available to the customer are listed: invoice only where it is allowed")
  func lists() async throws {
    let allowed = try QuestionSession()
    _ = allowed.ask()
    await waitUntil("asked") { allowed.views.paymentMethod != nil }
    #expect(
      allowed.views.paymentMethod?.presentation.viewState.options.map(\.label) == [
        "Card", "Invoice to ada@example.com",
      ])
    #expect(await allowed.harness.finish().isEmpty)

    let signedOut = try QuestionSession(TestPaymentsDependencies(account: FakeAccount()))
    _ = signedOut.ask()
    await waitUntil("asked") { signedOut.views.paymentMethod != nil }
    #expect(signedOut.views.paymentMethod?.presentation.viewState.options.map(\.label) == ["Card"])
    #expect(await signedOut.harness.finish().isEmpty)
  }

  @Test("choosing invoice closes the question first, then sends the choice and completes")
  func invoice() async throws {
    let session = try QuestionSession()
    let run = session.ask()
    await waitUntil("asked") { session.views.paymentMethod != nil }
    #expect(session.navigation.stack == ["PaymentMethodView"])
    session.views.paymentMethod?.receiver?.didChoose(.invoice)
    #expect(await run.value == .finished)
    #expect(session.outcomes == [.chosen(.invoice)])
    #expect(session.stackWhenHeard == [[]], "nothing of the question was left when it was heard")
    #expect(session.dependencies.base.spyLogger.entries.isEmpty, "nothing charged or refused")
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("a card opens the form over the methods, filled with the card chosen before")
  func cardForm() async throws {
    let session = try QuestionSession()
    let run = session.ask(current: PaymentsFixtures.card("4242 4242 4242 4242").instrument)
    await waitUntil("asked") { session.views.paymentMethod != nil }
    #expect(session.views.paymentMethod?.presentation.viewState.selected == .card)
    session.views.paymentMethod?.receiver?.didChoose(.card)
    #expect(session.navigation.stack == ["PaymentMethodView", "CardFormView"])
    do {
      let form = try #require(session.views.cardForm)
      #expect(form.presentation.viewState.number == "4242424242424242")
      #expect(form.presentation.viewState.expiry == "12/28")

      form.receiver?.didSubmit(number: "4242 4242 4242 4241", expiry: "12/28")
      #expect(
        form.presentation.viewState.problem
          == "payment details are invalid: the card number ending 4241 is mistyped (its check digit is wrong)"
      )
      form.receiver?.didSubmit(number: "4242 4242 4242 4242", expiry: "12/25")
      #expect(
        form.presentation.viewState.problem
          == "payment details are invalid: card ending 4242 expired at the end of 12/2025")
      #expect(session.outcomes.isEmpty, "the form stays while the card is refused")
    }

    session.views.cardForm?.receiver?.didSubmit(number: "5555-5555-5555-4444", expiry: "01/29")
    #expect(await run.value == .finished)
    #expect(
      session.outcomes == [
        .chosen(.card(CardDetails(number: "5555555555554444", expiryMonth: 1, expiryYear: 2029)))
      ])
    #expect(session.stackWhenHeard == [[]])
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("back from the card form returns to the methods; back from the methods goes back")
  func back() async throws {
    let session = try QuestionSession()
    let run = session.ask()
    await waitUntil("asked") { session.views.paymentMethod != nil }
    session.views.paymentMethod?.receiver?.didChoose(.card)
    session.views.cardForm?.receiver?.didSubmit(number: "1", expiry: "1")
    session.views.cardForm?.receiver?.didRequestBack()
    #expect(session.navigation.stack == ["PaymentMethodView"])
    #expect(session.views.cardForm == nil, "the form is released once closed")
    #expect(session.views.paymentMethod?.presentation.viewState.problem == nil)
    session.views.paymentMethod?.receiver?.didRequestBack()
    #expect(await run.value == .finished)
    #expect(session.outcomes == [.back])
    #expect(session.navigation.stack.isEmpty)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("a method not available is refused and said; giving up then sends the refusal")
  func refusedThenCancelled() async throws {
    let session = try QuestionSession(TestPaymentsDependencies(invoiceDomains: ["acme.test"]))
    let run = session.ask(current: .invoice)
    await waitUntil("asked") { session.views.paymentMethod != nil }
    session.views.paymentMethod?.receiver?.didChoose(.invoice)
    let reason = "invoice is not offered to example.com addresses (allowed: acme.test)"
    #expect(
      session.views.paymentMethod?.presentation.viewState.problem
        == "payment method unavailable: \(reason)")
    #expect(
      session.dependencies.base.spyLogger.entries.map(\.message) == ["refused invoice: \(reason)"])
    session.views.paymentMethod?.receiver?.didCancel()
    #expect(await run.value == .finished)
    #expect(session.outcomes == [.cancelled(refusal: .methodUnavailable(reason))])
    #expect(await session.harness.finish().isEmpty)
  }
}

import Architecture
import ArchitectureTesting
import CatalogInterface
import Checkout
import CheckoutInterface
import CheckoutTesting
import PaymentsInterface
import PaymentsInterfaceTesting
import Testing

/// Checkout with recording views on a recording navigation: the test plays the customer through
/// the receivers checkout gave its views, as a screen would.
@MainActor
final class RecordedCheckout {
  let navigation = RecordingNavigation()
  let checkout: CheckoutHarness

  init(
    layout: String = "steps", dependencies: TestCheckoutDependencies = TestCheckoutDependencies()
  )
    throws
  {
    checkout = try CheckoutHarness(
      dependencies: dependencies, layout: layout, navigation: navigation)
  }

  var views: RecordingCheckoutViews { checkout.dependencies.recordedViews }
  var dependencies: TestCheckoutDependencies { checkout.dependencies }

  /// Starts a checkout with nothing given, as the cart's check-out does.
  func start() -> Task<BoardCompletion, Never> {
    Task { await checkout.run(CheckoutRequest()) }
  }

  /// Nothing charged, nothing recorded, the cart as it was.
  func expectNothingCharged(sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(checkout.payments.requests.isEmpty, sourceLocation: sourceLocation)
    #expect(try dependencies.orders.orders().isEmpty, sourceLocation: sourceLocation)
    #expect(try dependencies.orders.pendingOrders().isEmpty, sourceLocation: sourceLocation)
    #expect(
      try dependencies.cart.contents().lines == CheckoutFixtures.lines,
      sourceLocation: sourceLocation)
  }
}

@Suite("The order form, played through its receivers")
@MainActor
struct OrderFormTests {
  @Test("steps: the address, how to pay, the review; confirming places exactly one order")
  func steps() async throws {
    let session = try RecordedCheckout()
    let run = session.start()
    await waitUntil("the address is asked") { session.views.address != nil }
    #expect(session.navigation.stack == ["AddressView"])
    var form: OrderFormViewState? { session.views.address?.presentation.viewState }
    #expect(form?.summary == "3 items, total $41.00")
    #expect(form?.address.isEmpty == true)

    session.views.address?.receiver?.didSubmitAddress("Home")
    #expect(
      form?.problem == "invalid shipping address: it is too short (4 characters, at least 5)")
    #expect(session.checkout.choices.requests.isEmpty, "a refused address asks nothing more")
    session.views.address?.receiver?.didSubmitAddress(" \(CheckoutFixtures.address) ")
    #expect(
      session.checkout.choices.requests == [
        PaymentMethodRequest(amount: Money(minorUnits: 4100, currency: "USD"))
      ])
    #expect(session.navigation.stack == ["AddressView", "ReviewView"])
    #expect(form?.shippingTo == CheckoutFixtures.address)
    #expect(form?.payment == "card ending 4242")
    #expect(form?.canPlaceOrder == true)
    try session.expectNothingCharged()

    do {
      let review = session.views.review?.receiver  // the second tap reaches the same context
      review?.didConfirm()
      review?.didConfirm()
    }
    #expect(session.navigation.stack == ["ReceiptView"])
    #expect(session.checkout.payments.requests.count == 1, "one payment, however many taps")
    #expect(try session.dependencies.orders.orders().count == 1)
    #expect(try session.dependencies.cart.contents().isEmpty)
    #expect(session.checkout.placed.orders.isEmpty, "sent once the customer leaves the receipt")
    #expect(session.views.receipt?.presentation.viewState.title == "Order 1001 placed")

    session.views.receipt?.receiver?.didRequestBack()
    #expect(await run.value == .finished)
    #expect(session.checkout.placed.orders.map(\.id) == [1001])
    #expect(session.navigation.stack.isEmpty)
    #expect(await session.checkout.harness.finish().isEmpty)
  }

  @Test("Esc from the review asks how to pay again; Esc to the start leaves, charging nothing")
  func backCharges() async throws {
    let session = try RecordedCheckout()
    let run = session.start()
    await waitUntil("the address is asked") { session.views.address != nil }
    session.views.address?.receiver?.didSubmitAddress(CheckoutFixtures.address)
    session.checkout.choices.answer = { _ in .back }
    session.views.review?.receiver?.didRequestBack()
    #expect(session.navigation.stack == ["AddressView"])
    #expect(session.views.review == nil, "the review is released once closed")
    #expect(
      session.checkout.choices.requests.last?.current == PaymentMethodChoices.approvedCard,
      "asked again with the card chosen before")
    session.views.address?.receiver?.didRequestBack()
    #expect(await run.value == .finished)
    #expect(session.navigation.stack.isEmpty)
    #expect(session.checkout.placed.orders.isEmpty)
    try session.expectNothingCharged()
    #expect(await session.checkout.harness.finish().isEmpty)
  }

  @Test("one page: the address, how to pay and the review stay on one page until confirmed")
  func onePage() async throws {
    let session = try RecordedCheckout(layout: "one-page")
    let run = session.start()
    await waitUntil("the page shows") { session.views.page != nil }
    var page: SpyView<OrderFormViewState, any OrderFormViewReceiver>? { session.views.page }
    #expect(page?.presentation.viewState.lines.count == 2)
    page?.receiver?.didConfirm()
    #expect(session.checkout.choices.requests.isEmpty, "no address yet: nothing happens")
    page?.receiver?.didSubmitAddress(CheckoutFixtures.address)
    #expect(session.navigation.stack == ["OrderPageView"])
    #expect(session.checkout.choices.requests.isEmpty, "the page asks how to pay when told")
    page?.receiver?.didConfirm()
    #expect(session.checkout.choices.requests.count == 1, "placing the order asks how to pay first")
    #expect(page?.presentation.viewState.payment == "card ending 4242")
    #expect(session.navigation.stack == ["OrderPageView"])
    try session.expectNothingCharged()
    page?.receiver?.didConfirm()
    #expect(session.navigation.stack == ["ReceiptView"])
    #expect(session.checkout.payments.requests.count == 1)
    session.views.receipt?.receiver?.didRequestBack()
    #expect(await run.value == .finished)
    #expect(session.checkout.placed.orders.count == 1)
    #expect(await session.checkout.harness.finish().isEmpty)
  }

  @Test("the cancel command closes every screen of a running checkout; nothing is charged")
  func cancelCommand() async throws {
    let session = try RecordedCheckout()
    let run = session.start()
    await waitUntil("the address is asked") { session.views.address != nil }
    session.views.address?.receiver?.didSubmitAddress(CheckoutFixtures.address)
    #expect(session.navigation.stack == ["AddressView", "ReviewView"])
    session.checkout.harness.motherboard.io(.checkout).send(.cancel)
    #expect(await run.value == .failed(CheckoutError.cancelled))
    #expect(session.navigation.stack.isEmpty)
    try session.expectNothingCharged()
    #expect(await session.checkout.harness.finish().isEmpty)
  }

  @Test("giving up ends checkout with the refusal that stands, else as cancelled")
  func cancelByTheView() async throws {
    let refused = try RecordedCheckout()
    let first = refused.start()
    await waitUntil("the address is asked") { refused.views.address != nil }
    refused.views.address?.receiver?.didSubmitAddress("x")
    refused.views.address?.receiver?.didCancel()
    #expect(
      await first.value
        == .failed(CheckoutError.invalidAddress("it is too short (1 character, at least 5)")))
    #expect(await refused.checkout.harness.finish().isEmpty)

    let plain = try RecordedCheckout()
    let second = plain.start()
    await waitUntil("the address is asked") { plain.views.address != nil }
    plain.views.address?.receiver?.didCancel()
    #expect(await second.value == .failed(CheckoutError.cancelled))
    try plain.expectNothingCharged()
    #expect(await plain.checkout.harness.finish().isEmpty)
  }

  @Test("a payment question given up with a refusal ends checkout with it")
  func paymentRefusal() async throws {
    let session = try RecordedCheckout()
    session.checkout.choices.answer = { _ in .cancelled(refusal: .methodUnavailable("no")) }
    let run = session.start()
    await waitUntil("the address is asked") { session.views.address != nil }
    session.views.address?.receiver?.didSubmitAddress(CheckoutFixtures.address)
    #expect(
      await run.value == .failed(CheckoutError.paymentFailed(.methodUnavailable("no"))))
    try session.expectNothingCharged()
    #expect(await session.checkout.harness.finish().isEmpty)
  }
}

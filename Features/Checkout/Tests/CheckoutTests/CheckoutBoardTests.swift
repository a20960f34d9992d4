import AccountInterface
import Architecture
import CartInterface
import CatalogInterface
import Checkout
import CheckoutInterface
import CheckoutTesting
import PaymentsInterface
import TerminalUITesting
import Testing

@Suite("The checkout board and its sub-flow")
@MainActor
struct CheckoutBoardTests {
  @Test("steps: review, shipping, payment, receipt; the order holds the cart, the cart empties")
  func stepsLayout() async throws {
    let console = ScriptedConsole()
    let checkout = try CheckoutHarness.lines(lineDependencies(console: console))
    #expect(await checkout.run() == .finished)
    #expect(
      console.transcript == """
        Review: 3 items, total $41.00
        Shipping: ship to 12 Harbour Road, Bristol BS1 4RN
        Receipt: order 1001: 2 lines, total $41.00

        """)
    let order = try #require(checkout.placed.orders.first)
    #expect(order.details.lines == CheckoutFixtures.lines)
    #expect(order.total == Money(minorUnits: 4100, currency: "USD"))
    #expect(order.details.customer == CheckoutFixtures.customerEmail)
    #expect(order.details.shippingAddress == CheckoutFixtures.address)
    #expect(try checkout.dependencies.orders.orders() == [order])
    #expect(try checkout.dependencies.cart.contents().isEmpty)
    let payer = User(email: try EmailAddress(CheckoutFixtures.customerEmail))
    let request = try #require(checkout.payments.requests.first)
    let key = try #require(request.idempotencyKey, "checkout pays under its idempotency key")
    #expect(
      checkout.payments.requests == [
        PaymentRequest(
          amount: Money(minorUnits: 4100, currency: "USD"), instrument: CheckoutFixtures.card,
          payer: payer, idempotencyKey: key)
      ])
    #expect(checkout.dependencies.fakePayments.all[key] == order.details.payment)
    #expect(try checkout.dependencies.orders.pendingOrders().isEmpty)
    #expect(await checkout.harness.finish().isEmpty)
  }

  @Test("one-page: the checkout flag swaps the order form's builder; the whole order on one page")
  func onePageLayout() async throws {
    let console = ScriptedConsole()
    let checkout = try CheckoutHarness.lines(lineDependencies(console: console), layout: "one-page")
    #expect(await checkout.run() == .finished)
    #expect(
      console.transcript == """
        Order for ada@example.com
          1 × Cast Iron Teapot  $24.00
          2 × Stoneware Mug     $17.00
        Total $41.00, shipped to 12 Harbour Road, Bristol BS1 4RN
        Receipt: order 1001: 2 lines, total $41.00

        """)
    #expect(checkout.placed.orders.count == 1)
    #expect(await checkout.harness.finish().isEmpty)
  }

  @Test(
    "a refusal before payment fails checkout, charges nothing and keeps the cart",
    arguments: ["steps", "one-page"])
  func refusalsBeforePayment(layout: String) async throws {
    let empty = try CheckoutHarness.lines(
      lineDependencies(cart: CheckoutFixtures.makeCart(lines: [])), layout: layout)
    #expect(await empty.run() == .failed(CheckoutError.emptyCart))
    #expect(await empty.harness.finish().isEmpty)

    let badAddress = try CheckoutHarness.lines(layout: layout)
    let request = CheckoutRequest(shippingAddress: " Home ", payment: CheckoutFixtures.card)
    let completion = await badAddress.run(request)
    #expect(
      completion
        == .failed(CheckoutError.invalidAddress("it is too short (4 characters, at least 5)")))
    #expect(badAddress.payments.requests.isEmpty)
    #expect(try badAddress.dependencies.cart.contents().lines == CheckoutFixtures.lines)
    #expect(try badAddress.dependencies.orders.orders().isEmpty)
    #expect(await badAddress.harness.finish().isEmpty)
  }

  @Test("a refused payment fails checkout with it; no order, the cart unchanged")
  func refusedPayment() async throws {
    let checkout = try CheckoutHarness.lines(paymentFailure: .declined("insufficient funds"))
    #expect(
      await checkout.run() == .failed(CheckoutError.paymentFailed(.declined("insufficient funds"))))
    #expect(checkout.payments.requests.count == 1)
    #expect(try checkout.dependencies.cart.contents().lines == CheckoutFixtures.lines)
    #expect(try checkout.dependencies.orders.orders().isEmpty)
    #expect(
      try checkout.dependencies.orders.pendingOrders().isEmpty, "the pending order is dropped")
    #expect(checkout.placed.orders.isEmpty)
    #expect(await checkout.harness.finish().isEmpty)
  }

  @Test("signed out: the barrier signs the customer in before checkout exists, then it goes on")
  func barrierSignsIn() async throws {
    let signedOut = lineDependencies(account: .init())
    let checkout = try CheckoutHarness.lines(signedOut)
    #expect(await checkout.run() == .finished)
    #expect(try signedOut.fakeAccount.currentUser()?.email.value == CheckoutFixtures.customerEmail)
    #expect(await checkout.harness.finish().isEmpty)
  }

  @Test("signed out and nobody signs in: refused by the barrier; no checkout flow ever existed")
  func barrierRefuses() async throws {
    let console = ScriptedConsole()
    let checkout = try CheckoutHarness.lines(
      lineDependencies(console: console, account: .init()), signInAnswer: nil)
    var events = checkout.harness.tree.events().makeAsyncIterator()
    let completion = await checkout.run()
    #expect(completion == .refused(barrier: "signed-in", reason: "needs a signed-in customer"))
    #expect(console.transcript.isEmpty)
    #expect(checkout.payments.requests.isEmpty)
    checkout.harness.tree.shutdown()
    var attached: [String] = []
    while let event = await events.next(isolation: MainActor.shared) {
      if case .attached(let flow, _) = event { attached.append(flow) }
      if case .detached(_, "FlowTree") = event { break }
    }
    #expect(attached.isEmpty, "\(attached)")
  }

  @Test("while it pays, the order form has closed and the payment runs in checkout's sub-flow")
  func liveTreeWhilePaying() async throws {
    let probe = TreeProbe()
    let checkout = try CheckoutHarness.lines(paymentProbe: probe)
    #expect(await checkout.run() == .finished)
    let tree = try #require(probe.snapshot)
    #expect(tree.depth == 4)
    #expect(
      tree.text == """
        Motherboard checkout harness [started]
          - boards: checkout (active), payment, payment-method
          - barriers: signed-in guards checkout
          board checkout [started]
            Motherboard checkout [started]
              - boards: order-form (active), receipt
              - other boards from Motherboard checkout harness
              board order-form [started]
              board payment [started]
            Flow(CheckoutContext) [started] context: CheckoutContext

        """, "the order form's flows were detached as it sent the confirmed order")
    #expect(await checkout.harness.finish().isEmpty)
  }
}

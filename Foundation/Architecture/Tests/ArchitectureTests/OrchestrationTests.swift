import Architecture
import ArchitectureTesting
import Testing

struct CartID: Equatable { let value: String }
struct Order: Equatable { let cart: CartID, total: Int }
struct Receipt: Equatable { let order: Order, method: String }

@MainActor
struct OrchestrationTests {
  let cart = Step<String, CartID>("cart") { user in .completed(CartID(value: "cart-of-\(user)")) }
  let checkout = Step<CartID, Order>("checkout") { cart in .completed(Order(cart: cart, total: 12))
  }
  let payment = Step<Order, Receipt>("payment") { order in
    .completed(Receipt(order: order, method: "card"))
  }

  @Test func outputOfOneStepActivatesTheNext() async throws {
    let orchestrator = Orchestrator()
    let outcome = try await orchestrator.run(cart.then(checkout).then(payment), with: "ada")
    let order = Order(cart: CartID(value: "cart-of-ada"), total: 12)
    #expect(outcome == .completed(Receipt(order: order, method: "card")))
    #expect(
      orchestrator.trace == [
        .activated(step: "cart", depth: 0), .completed(step: "cart", depth: 0),
        .activated(step: "checkout", depth: 0), .completed(step: "checkout", depth: 0),
        .activated(step: "payment", depth: 0), .completed(step: "payment", depth: 0),
      ])
  }

  @Test func aCancelledStepStopsTheChain() async throws {
    let abandoned = Step<CartID, Order>("checkout") { _ in .cancelled }
    let orchestrator = Orchestrator()
    let outcome = try await orchestrator.run(cart.then(abandoned).then(payment), with: "ada")
    #expect(outcome == .cancelled)
    #expect(orchestrator.trace.last == .cancelled(step: "checkout", depth: 0))
    #expect(!orchestrator.trace.contains(.activated(step: "payment", depth: 0)))
  }

  @Test func continuousStepRunsItsOwnSubflow() async throws {
    let confirm = Step<Order, Order>("confirm") { .completed($0) }
    let voucher = Step<Order, Order>("voucher") {
      .completed(Order(cart: $0.cart, total: $0.total - 2))
    }
    let process = Step<Order, Receipt>("process") { .completed(Receipt(order: $0, method: "card")) }
    let paymentFlow = Step.continuous("payment", confirm.then(voucher).then(process))
    let orchestrator = Orchestrator()
    let outcome = try await orchestrator.run(cart.then(checkout).then(paymentFlow), with: "bo")
    #expect(outcome.output?.order.total == 10)
    #expect(
      orchestrator.traceDescription() == """
        activated cart
        completed cart
        activated checkout
        completed checkout
        activated payment
          activated confirm
          completed confirm
          activated voucher
          completed voucher
          activated process
          completed process
        completed payment

        """)
  }

  @Test func errorsPropagateAndLaterRunsStillWork() async {
    struct Declined: Error {}
    let failing = Step<Order, Receipt>("process") { _ in throw Declined() }
    let orchestrator = Orchestrator()
    await #expect(throws: Declined.self) {
      try await orchestrator.run(
        Step.continuous("payment", failing), with: Order(cart: CartID(value: "c"), total: 1))
    }
    _ = try? await orchestrator.run(cart, with: "after")
    #expect(orchestrator.trace.last == .completed(step: "cart", depth: 0))
  }

  @Test func stepCompletionCarriesAFlowsResult() async throws {
    let tree = FlowTree.quiet()
    let shop = ShopFlow(context: PlainContext())
    tree.launch(shop)
    let step = Step<CartID, Order>("checkout") { cart in
      let completion = StepCompletion<Order>()
      let flow = CheckoutFlow(context: PlainContext())
      shop.attach(flow)
      defer { shop.detach(flow) }
      Task { completion.complete(Order(cart: cart, total: 5)) }
      return await completion.outcome()
    }
    let outcome = try await Orchestrator().run(step, with: CartID(value: "c"))
    #expect(outcome == .completed(Order(cart: CartID(value: "c"), total: 5)))
    #expect(shop.children.isEmpty)
  }

  @Test func stepCompletionKeepsOnlyTheFirstResult() async {
    let completion = StepCompletion<Int>()
    completion.cancel()
    completion.complete(1)
    #expect(completion.isFinished)
    #expect(await completion.outcome() == .cancelled)
  }
}

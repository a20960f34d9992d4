import Architecture
import ArchitectureTesting
import CartInterface
import CartTesting
import CatalogInterface
import Testing

@testable import Cart

@Suite("The cart's transform")
struct CartTransformTests {
  static let mugLine = CartLine(product: CartFixtures.mug, quantity: 2)
  static let teaLine = CartLine(product: CartFixtures.tea, quantity: 1)

  @Test(
    "the transform turns a state into what the screen shows",
    arguments: [
      (
        CartState(),
        CartViewState(lines: [], summary: "The cart is empty.", canCheckOut: false)
      ),
      (
        CartState(contents: CartContents(lines: [mugLine]), change: "Added 2 × MUG-001."),
        CartViewState(
          change: "Added 2 × MUG-001.",
          lines: [
            .init(
              sku: "MUG-001", name: "Stoneware Mug", quantity: 2, unitPrice: "$12.50",
              total: "$25.00")
          ],
          summary: "2 items, total $25.00", canCheckOut: true)
      ),
      (
        CartState(contents: CartContents(lines: [teaLine]), problem: "TEA-010 is not in the cart"),
        CartViewState(
          problem: "TEA-010 is not in the cart",
          lines: [
            .init(
              sku: "TEA-010", name: "Green Tea Tin", quantity: 1, unitPrice: "$8.99",
              total: "$8.99")
          ],
          summary: "1 item, total $8.99", canCheckOut: true)
      ),
    ])
  func transform(state: CartState, expected: CartViewState) {
    #expect(CartViewState(state) == expected)
  }
}

@Suite("The cart's context, through its receiver and its board's commands")
@MainActor
struct CartContextTests {
  func launch(_ dependencies: TestCartDependencies, outcomes: Recorder<String>) -> (
    CartContext, FlowTree
  ) {
    let context = CartContext(
      cart: dependencies.cart, changes: dependencies.cartChanges, logger: dependencies.logger,
      listener: { outcomes.record("\($0)") })
    let tree = FlowTree()
    tree.launch(Flow(context: context))
    return (context, tree)
  }

  @Test("it reads the cart as it starts, carries out commands, and the customer's changes")
  func commandsAndChanges() throws {
    let dependencies = TestCartDependencies()
    try dependencies.cart.add(CartFixtures.tea.sku, quantity: 1)
    let outcomes = Recorder<String>()
    let (context, tree) = launch(dependencies, outcomes: outcomes)
    #expect(context.presentation.viewState.summary == "1 item, total $8.99")

    context.handle(.add(CartFixtures.mug.sku, quantity: 2))
    #expect(context.presentation.viewState.change == "Added 2 × MUG-001.")
    context.didChangeQuantity(of: CartFixtures.mug.sku, to: 5)
    #expect(context.presentation.viewState.summary == "6 items, total $71.49")
    try dependencies.cart.add(CartFixtures.mug.sku, quantity: 3)  // another window adds 3
    context.didStep(CartFixtures.mug.sku, by: 1)
    #expect(
      try dependencies.cart.contents().lines.last?.quantity == 9,
      "+ adds one to what is stored, never writes what the screen showed (5 + 1)")
    context.didStep(CartFixtures.mug.sku, by: -1)
    #expect(context.presentation.viewState.lines.last?.quantity == 8)
    context.didChangeQuantity(of: CartFixtures.mug.sku, to: 5)
    context.didRemove(CartFixtures.tea.sku)
    #expect(context.presentation.viewState.change == "Removed TEA-010.")
    #expect(context.presentation.viewState.lines.map(\.quantity) == [5])
    #expect(outcomes.values.isEmpty, "nothing ends the cart but leaving it")

    context.didRequestCheckout()
    context.didRequestBack()
    #expect(outcomes.values == ["output(checkOut)", "finished"])
    tree.shutdown()
    context.didRemove(CartFixtures.mug.sku)
    #expect(try dependencies.cart.contents().itemCount == 5, "a cart that ended changes nothing")
  }

  @Test("a refused command ends the cart with the error; a refused change on the view is shown")
  func refusals() throws {
    let dependencies = TestCartDependencies()
    let outcomes = Recorder<String>()
    let (context, tree) = launch(dependencies, outcomes: outcomes)
    context.didRemove(CartFixtures.mug.sku)
    #expect(context.presentation.viewState.problem == "MUG-001 is not in the cart")
    #expect(outcomes.values.isEmpty)
    context.didRequestCheckout()
    #expect(outcomes.values.isEmpty, "an empty cart has nothing to check out")

    context.handle(.remove(CartFixtures.mug.sku))
    #expect(outcomes.values == ["failed(\(CartError.notInCart(CartFixtures.mug.sku)))"])
    tree.shutdown()
  }

  @Test("an open cart follows the cart's channel: a change made elsewhere shows")
  func followsChanges() async throws {
    let dependencies = TestCartDependencies()
    let (context, tree) = launch(dependencies, outcomes: Recorder())
    #expect(context.presentation.viewState.summary == "The cart is empty.")
    let elsewhere = StoredCart(
      storage: dependencies.storage, productLookup: CartFixtures.catalog,
      changes: dependencies.cartChanges, logger: dependencies.logger)
    try elsewhere.add(CartFixtures.lamp.sku, quantity: 2)
    await waitUntil("the cart shows the lamps") {
      context.presentation.viewState.summary == "2 items, total $68.00"
    }
    tree.shutdown()
  }

  @Test("an open cart shows what the change event carries, without reading the cart again")
  func showsTheEventsContents() async throws {
    let dependencies = TestCartDependencies()
    let (context, tree) = launch(dependencies, outcomes: Recorder())
    let announced = CartContents(lines: [CartLine(product: CartFixtures.lamp, quantity: 3)])
    dependencies.cartChanges.send(CartChanged(announced))
    await waitUntil("the cart shows the announced lamps") {
      context.presentation.viewState.summary == "3 items, total $102.00"
    }
    #expect(try dependencies.cart.contents().isEmpty, "stored: still empty; shown: the event")
    tree.shutdown()
  }
}

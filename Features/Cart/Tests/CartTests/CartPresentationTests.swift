import Architecture
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
        CartViewState.expected(lines: [], summary: "The cart is empty.", canCheckOut: false)
      ),
      (
        CartState(contents: CartContents(lines: [mugLine]), change: "Added 2 × MUG-001."),
        CartViewState.expected(
          change: "Added 2 × MUG-001.",
          lines: [
            .init(
              sku: "MUG-001", name: "Stoneware Mug", quantity: "2", unitPrice: "$12.50",
              total: "$25.00")
          ],
          summary: "2 items, total $25.00", canCheckOut: true)
      ),
      (
        CartState(contents: CartContents(lines: [teaLine])),
        CartViewState.expected(
          lines: [
            .init(
              sku: "TEA-010", name: "Green Tea Tin", quantity: "1", unitPrice: "$8.99",
              total: "$8.99")
          ],
          summary: "1 item, total $8.99", canCheckOut: true)
      ),
    ])
  func transform(state: CartState, expected: CartViewState) {
    #expect(CartViewState(state) == expected)
  }
}

@Suite("The cart's context")
@MainActor
struct CartContextTests {
  @Test("the view is shown the state once the request is carried out, then every change made on it")
  func contextShowsTheRequestThenTheCustomersChanges() throws {
    let dependencies = TestCartDependencies()
    let view = RecordingCartView()
    var outcomes: [String] = []
    let context = CartContext(
      request: .add(CartFixtures.mug.sku, quantity: 2), cart: dependencies.cart,
      logger: dependencies.logger, view: view, listener: { outcomes.append("\($0)") })
    view.receiver = context
    let flow = Flow(context: context)
    let tree = FlowTree()
    tree.launch(flow)

    #expect(view.shown.map(\.summary) == ["2 items, total $25.00"])
    #expect(view.shown.last?.change == "Added 2 × MUG-001.")
    #expect(outcomes == ["done"])

    view.receiver?.didRequest(.setQuantity(CartFixtures.mug.sku, quantity: 5))
    view.receiver?.didRequest(.remove(CartFixtures.mug.sku))
    #expect(
      view.shown.map(\.summary)
        == ["2 items, total $25.00", "5 items, total $62.50", "The cart is empty."])
    #expect(view.shown.last?.canCheckOut == false)

    tree.shutdown()
    view.receiver?.didRequest(.add(CartFixtures.tea.sku, quantity: 1))
    #expect(view.shown.count == 3, "a context that ended takes no more changes")
    #expect(try dependencies.cart.contents().isEmpty)
  }

  @Test("a refused request shows nothing and reports the cart's error")
  func refusalShowsNothing() {
    let dependencies = TestCartDependencies()
    let view = RecordingCartView()
    var outcomes: [String] = []
    let context = CartContext(
      request: .remove(CartFixtures.mug.sku), cart: dependencies.cart,
      logger: dependencies.logger, view: view, listener: { outcomes.append("\($0)") })
    let tree = FlowTree()
    tree.launch(Flow(context: context))
    #expect(view.shown.isEmpty)
    #expect(outcomes == ["refused(\(CartError.notInCart(CartFixtures.mug.sku)))"])
    tree.shutdown()
  }
}

/// Stands in for the console: records every state the context shows.
@MainActor
final class RecordingCartView: CartView {
  weak var receiver: (any CartViewReceiver)?
  private(set) var shown: [CartViewState] = []

  func show(_ state: CartViewState) {
    shown.append(state)
  }
}

extension CartViewState {
  /// A view state as a test expects it.
  static func expected(
    change: String? = nil, lines: [Line], summary: String, canCheckOut: Bool
  ) -> CartViewState {
    var state = CartViewState(CartState())
    state.change = change
    state.lines = lines
    state.summary = summary
    state.canCheckOut = canCheckOut
    return state
  }
}

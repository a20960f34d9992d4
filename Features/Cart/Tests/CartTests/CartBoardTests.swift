import Architecture
import ArchitectureTesting
import Cart
import CartInterface
import CartTerminalUI
import CartTesting
import CoreTesting
import TerminalUI
import TerminalUITesting
import Testing

@Suite("The cart board in line mode")
@MainActor
struct CartBoardTests {
  let console = ScriptedConsole()
  let dependencies: TestCartDependencies

  init() {
    dependencies = TestCartDependencies(
      views: CartLineViewFactory(console: console))
  }

  func run(_ request: CartRequest, on harness: BoardHarness) async -> BoardCompletion {
    await harness.motherboard.io(.cart).run(request)
  }

  @Test("each request shows the cart as it is after the change, and completes")
  func requestsShowTheCart() async throws {
    let harness = try BoardHarness(
      [CartModule(dependencies: dependencies)], navigation: LineNavigation())
    #expect(await run(.add(CartFixtures.mug.sku, quantity: 2), on: harness) == .finished)
    #expect(await run(.setQuantity(CartFixtures.mug.sku, quantity: 3), on: harness) == .finished)
    #expect(await run(.remove(CartFixtures.mug.sku), on: harness) == .finished)
    #expect(
      console.transcript == """
        Added 2 × MUG-001.
        SKU      Name           Qty   Price   Total
        MUG-001  Stoneware Mug    2  $12.50  $25.00
        2 items, total $25.00
        SKU      Name           Qty   Price   Total
        MUG-001  Stoneware Mug    3  $12.50  $37.50
        3 items, total $37.50
        Removed MUG-001.
        The cart is empty.

        """)
    #expect(await harness.finish().isEmpty)
  }

  @Test("a refused request fails the board with the cart's error and shows nothing")
  func refusalsFail() async throws {
    let harness = try BoardHarness(
      [CartModule(dependencies: dependencies)], navigation: LineNavigation())
    let completion = await run(.add(CartFixtures.unknownSKU, quantity: 1), on: harness)
    #expect(completion == .failed(CartError.unknownSKU(CartFixtures.unknownSKU)))
    #expect(console.transcript.isEmpty)
    #expect(try dependencies.cart.contents().isEmpty)
    #expect(await harness.finish().isEmpty)
  }

  @Test("every request builds a fresh feature that is released when the board completes")
  func featuresAreReleased() async throws {
    let harness = try BoardHarness(
      [CartModule(dependencies: dependencies)], navigation: LineNavigation())
    var events = harness.tree.events().makeAsyncIterator()
    _ = await run(.show, on: harness)
    var attached: [String] = []
    while let event = await events.next(isolation: MainActor.shared) {
      if case .attached(let flow, _) = event { attached.append(flow) }
      if case .boardCompleted = event { break }
    }
    #expect(attached == ["board cart", "Flow(CartContext)"])
    #expect(harness.motherboard.activeBoards.isEmpty)
    #expect(await harness.finish().isEmpty)
    #expect(harness.leakTracker.releasedCount == 3, "the flow, the board's node and the root")
  }
}

import Architecture
import ArchitectureTesting
import Cart
import CartInterface
import CartTesting
import CatalogInterface
import Testing

@Suite("Cart changed events")
struct CartChangedTests {
  let changes = Channel<CartChanged>()
  let recorder = Recorder<CartChanged>()
  let cart: StoredCart

  init() {
    cart = CartFixtures.storedCart(changes: changes)
    recorder.record(from: changes)
  }

  @Test func everySuccessfulChangePublishesTheNewCount() throws {
    let added = try cart.add(CartFixtures.mug.sku, quantity: 2)
    let merged = try cart.add(CartFixtures.tea.sku, quantity: 1)
    let changed = try cart.setQuantity(3, for: CartFixtures.tea.sku)
    let removed = try cart.remove(CartFixtures.mug.sku)
    try cart.clear()
    #expect(
      recorder.values == [
        CartChanged(added), CartChanged(merged), CartChanged(changed), CartChanged(removed),
        CartChanged(CartContents()),
      ])
    #expect(recorder.values.map(\.itemCount) == [2, 3, 5, 3, 0])
    #expect(recorder.values[2].total == Money(minorUnits: 2500 + 3 * 899, currency: "USD"))
  }

  @Test func refusedChangesPublishNothing() throws {
    try cart.add(CartFixtures.mug.sku, quantity: 1)
    #expect(throws: CartError.self) { try cart.add(CartFixtures.unknownSKU, quantity: 1) }
    #expect(throws: CartError.self) { try cart.add(CartFixtures.tea.sku, quantity: 0) }
    #expect(throws: CartError.self) { try cart.add(CartFixtures.mug.sku, quantity: 999) }
    #expect(throws: CartError.self) { try cart.setQuantity(0, for: CartFixtures.mug.sku) }
    #expect(throws: CartError.self) { try cart.setQuantity(2, for: CartFixtures.lamp.sku) }
    #expect(throws: CartError.self) { try cart.remove(CartFixtures.lamp.sku) }
    #expect(recorder.values.map(\.itemCount) == [1])
  }
}

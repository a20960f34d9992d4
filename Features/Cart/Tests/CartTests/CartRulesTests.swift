import ArchitectureTesting
import Cart
import CartInterface
import CartTesting
import CatalogInterface
import Testing

@Suite("Cart rules")
struct CartRulesTests {
  let cart = CartFixtures.storedCart()

  @Test func startsEmpty() throws {
    let contents = try cart.contents()
    #expect(contents.isEmpty)
    #expect(contents.total == Money(minorUnits: 0, currency: "USD"))
  }

  @Test func addsLinesInOrderWithLineTotalsAndTotal() throws {
    try cart.add(CartFixtures.mug.sku, quantity: 2)
    let contents = try cart.add(CartFixtures.tea.sku, quantity: 1)
    #expect(contents.lines.map(\.sku) == [CartFixtures.mug.sku, CartFixtures.tea.sku])
    #expect(contents.lines[0].name == "Stoneware Mug")
    #expect(contents.lines[0].total == Money(minorUnits: 2500, currency: "USD"))
    #expect(contents.total == Money(minorUnits: 3399, currency: "USD"))
    #expect(contents.itemCount == 3)
    #expect(try cart.contents() == contents)
  }

  @Test func addingTheSameSKUMergesIntoItsLine() throws {
    try cart.add(CartFixtures.mug.sku, quantity: 2)
    try cart.add(CartFixtures.tea.sku, quantity: 1)
    let contents = try cart.add(SKU("mug-001"), quantity: 3)
    #expect(contents.lines.count == 2)
    #expect(contents.lines[0].quantity == 5)
  }

  @Test func unknownSKUIsRefusedAndLeavesTheCartUnchanged() throws {
    let before = try cart.add(CartFixtures.mug.sku, quantity: 1)
    #expect(throws: CartError.unknownSKU(CartFixtures.unknownSKU)) {
      try cart.add(CartFixtures.unknownSKU, quantity: 1)
    }
    #expect(try cart.contents() == before)
  }

  @Test(arguments: [0, -1, 1000])
  func quantityOutsideOneTo999IsRefusedOnAdd(quantity: Int) throws {
    let before = try cart.add(CartFixtures.mug.sku, quantity: 1)
    #expect(throws: CartError.invalidQuantity("\(quantity)")) {
      try cart.add(CartFixtures.tea.sku, quantity: quantity)
    }
    #expect(try cart.contents() == before)
  }

  @Test func mergingAbove999IsRefused() throws {
    let before = try cart.add(CartFixtures.mug.sku, quantity: 998)
    #expect(throws: CartError.lineFull(CartFixtures.mug.sku, holding: 998, adding: 2)) {
      try cart.add(CartFixtures.mug.sku, quantity: 2)
    }
    #expect(try cart.contents() == before)
    #expect(try cart.add(CartFixtures.mug.sku, quantity: 1).lines[0].quantity == 999)
  }

  @Test func setQuantityChangesOnlyThatLine() throws {
    try cart.add(CartFixtures.mug.sku, quantity: 2)
    try cart.add(CartFixtures.tea.sku, quantity: 1)
    let contents = try cart.setQuantity(4, for: CartFixtures.tea.sku)
    #expect(contents.lines.map(\.quantity) == [2, 4])
    #expect(contents.total == Money(minorUnits: 2500 + 4 * 899, currency: "USD"))
  }

  @Test(arguments: [0, -3, 1000])
  func setQuantityOutsideOneTo999IsRefused(quantity: Int) throws {
    let before = try cart.add(CartFixtures.mug.sku, quantity: 2)
    #expect(throws: CartError.invalidQuantity("\(quantity)")) {
      try cart.setQuantity(quantity, for: CartFixtures.mug.sku)
    }
    #expect(try cart.contents() == before)
  }

  @Test func setQuantityOfALineNotInTheCartIsRefused() throws {
    let before = try cart.add(CartFixtures.mug.sku, quantity: 2)
    #expect(throws: CartError.notInCart(CartFixtures.lamp.sku)) {
      try cart.setQuantity(1, for: CartFixtures.lamp.sku)
    }
    #expect(try cart.contents() == before)
  }

  @Test func removeDropsTheLine() throws {
    try cart.add(CartFixtures.mug.sku, quantity: 2)
    try cart.add(CartFixtures.tea.sku, quantity: 1)
    let contents = try cart.remove(CartFixtures.mug.sku)
    #expect(contents.lines.map(\.sku) == [CartFixtures.tea.sku])
  }

  @Test func removingALineNotInTheCartIsRefused() throws {
    let before = try cart.add(CartFixtures.mug.sku, quantity: 2)
    #expect(throws: CartError.notInCart(CartFixtures.tea.sku)) {
      try cart.remove(CartFixtures.tea.sku)
    }
    #expect(try cart.contents() == before)
  }

  @Test func clearEmptiesTheCart() throws {
    try cart.add(CartFixtures.mug.sku, quantity: 2)
    try cart.clear()
    #expect(try cart.contents().isEmpty)
  }

  @Test func errorsExplainThemselves() {
    #expect("\(CartError.unknownSKU("NOPE-404"))".contains("NOPE-404"))
    #expect("\(CartError.invalidQuantity("0"))".contains("1 to 999"))
  }
}

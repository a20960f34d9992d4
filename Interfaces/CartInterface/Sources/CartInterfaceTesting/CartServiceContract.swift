import CartInterface
import CatalogInterface
import CoreTesting
import Testing

/// The promises of ``CartService``, one rule each, for any cart: the fake's tests and the stored
/// cart's tests run every rule, so the two keep the same promises.
///
/// ```swift
/// @Test(arguments: CartServiceContract.rules)
/// func fakeCartKeepsTheContract(_ rule: CartServiceContract.Rule) async throws {
///   try await rule.check { products in FakeCart(products: products) }
/// }
/// ```
///
/// A cart kept in storage runs ``persistenceRules`` too.
public enum CartServiceContract {
  /// Makes an empty cart whose catalog holds exactly `products`. For ``persistenceRules``, every
  /// cart it makes for one rule keeps its contents in the same place, as two instances of the
  /// app's cart over one storage do.
  public typealias MakeCart = @Sendable (_ products: [Product]) throws -> any CartService
  /// A rule of the cart's contract.
  public typealias Rule = ContractRule<MakeCart>

  /// The products the rules' carts know.
  public static let products = [pen, ink, pad]
  static let pen = product("PEN-001", "Fountain Pen", 2400)
  static let ink = product("INK-002", "Ink Bottle", 650)
  static let pad = product("PAD-003", "Paper Pad", 399)
  /// A SKU none of the products has.
  static let unknownSKU: SKU = "NONE-404"

  /// What every cart promises.
  public static let rules: [Rule] = [
    Rule("a new cart is empty") { make in
      let cart = try make(products)
      #expect(try cart.contents() == CartContents())
    },
    Rule("add makes a last line with the product's name and price; contents() returns it") {
      make in
      let cart = try make(products)
      #expect(try cart.add(pen.sku, quantity: 2).lines == [CartLine(product: pen, quantity: 2)])
      let added = try cart.add(ink.sku, quantity: 1)
      #expect(
        added.lines == [CartLine(product: pen, quantity: 2), CartLine(product: ink, quantity: 1)])
      #expect(try cart.contents() == added)
    },
    Rule("adding a SKU the cart holds grows its line, which keeps its place") { make in
      let cart = try make(products)
      try cart.add(pen.sku, quantity: 2)
      try cart.add(ink.sku, quantity: 1)
      let merged = try cart.add(pen.sku, quantity: 3)
      #expect(merged.lines.map(\.sku) == [pen.sku, ink.sku])
      #expect(merged.lines.map(\.quantity) == [5, 1])
      #expect(try cart.contents() == merged)
    },
    Rule("add refuses a quantity outside 1...999, before looking the SKU up") { make in
      let cart = try make(products)
      try cart.add(pen.sku, quantity: 1)
      for quantity in [0, -1, 1000, Int.min] {
        try expect(cart, toRefuse: .invalidQuantity("\(quantity)")) {
          try cart.add(ink.sku, quantity: quantity)
        }
      }
      try expect(cart, toRefuse: .invalidQuantity("0")) { try cart.add(unknownSKU, quantity: 0) }
    },
    Rule("add refuses a SKU the catalog does not have") { make in
      let cart = try make(products)
      try cart.add(pen.sku, quantity: 1)
      try expect(cart, toRefuse: .unknownSKU(unknownSKU)) {
        try cart.add(unknownSKU, quantity: 1)
      }
    },
    Rule("a line grows to 999 units; an add past 999 is refused, naming what the line holds") {
      make in
      let cart = try make(products)
      try cart.add(pen.sku, quantity: 998)
      try expect(cart, toRefuse: .lineFull(pen.sku, holding: 998, adding: 2)) {
        try cart.add(pen.sku, quantity: 2)
      }
      try expect(cart, toRefuse: .lineFull(pen.sku, holding: 998, adding: 999)) {
        try cart.add(pen.sku, quantity: 999)
      }
      #expect(try cart.add(pen.sku, quantity: 1).lines.map(\.quantity) == [999])
    },
    Rule("setQuantity sets that line's quantity only; the line keeps its place") { make in
      let cart = try make(products)
      try cart.add(pen.sku, quantity: 2)
      try cart.add(ink.sku, quantity: 1)
      let set = try cart.setQuantity(999, for: pen.sku)
      #expect(
        set.lines == [CartLine(product: pen, quantity: 999), CartLine(product: ink, quantity: 1)])
      #expect(try cart.setQuantity(1, for: pen.sku).lines.map(\.quantity) == [1, 1])
      #expect(try cart.contents().lines.map(\.quantity) == [1, 1])
    },
    Rule("setQuantity refuses a quantity outside 1...999, before looking for the line") { make in
      let cart = try make(products)
      try cart.add(pen.sku, quantity: 2)
      for quantity in [0, -3, 1000] {
        try expect(cart, toRefuse: .invalidQuantity("\(quantity)")) {
          try cart.setQuantity(quantity, for: pen.sku)
        }
      }
      try expect(cart, toRefuse: .invalidQuantity("0")) { try cart.setQuantity(0, for: ink.sku) }
    },
    Rule("setQuantity refuses a SKU the cart has no line for") { make in
      let cart = try make(products)
      try cart.add(pen.sku, quantity: 2)
      for sku in [ink.sku, unknownSKU] {
        try expect(cart, toRefuse: .notInCart(sku)) { try cart.setQuantity(1, for: sku) }
      }
    },
    Rule("remove drops the line; the others keep their order") { make in
      let cart = try make(products)
      for product in products { try cart.add(product.sku, quantity: 1) }
      let removed = try cart.remove(ink.sku)
      #expect(removed.lines.map(\.sku) == [pen.sku, pad.sku])
      #expect(try cart.contents() == removed)
    },
    Rule("remove refuses a SKU the cart has no line for") { make in
      let cart = try make(products)
      try cart.add(pen.sku, quantity: 2)
      try expect(cart, toRefuse: .notInCart(ink.sku)) { try cart.remove(ink.sku) }
    },
    Rule("clear empties the cart; clearing an empty cart is fine") { make in
      let cart = try make(products)
      try cart.add(pen.sku, quantity: 2)
      try cart.clear()
      #expect(try cart.contents() == CartContents())
      try cart.clear()
      #expect(try cart.contents() == CartContents())
      #expect(try cart.add(ink.sku, quantity: 1).lines == [CartLine(product: ink, quantity: 1)])
    },
    Rule("removeOrdered takes the ordered units from their lines; what was added since stays") {
      make in
      let cart = try make(products)
      try cart.add(pen.sku, quantity: 2)
      try cart.add(ink.sku, quantity: 1)
      let ordered = try cart.contents().lines
      try cart.add(pen.sku, quantity: 3)
      try cart.add(pad.sku, quantity: 1)
      let left = try cart.removeOrdered(ordered, checkout: "checkout-1")
      #expect(
        left.lines == [CartLine(product: pen, quantity: 3), CartLine(product: pad, quantity: 1)])
      #expect(try cart.contents() == left)
    },
    Rule("removeOrdered skips what the cart no longer holds and never goes below zero") { make in
      let cart = try make(products)
      try cart.add(pen.sku, quantity: 2)
      try cart.add(ink.sku, quantity: 1)
      let ordered = try cart.contents().lines
      try cart.setQuantity(1, for: pen.sku)
      try cart.remove(ink.sku)
      try cart.add(pad.sku, quantity: 1)
      let left = try cart.removeOrdered(ordered, checkout: "checkout-1")
      #expect(left.lines == [CartLine(product: pad, quantity: 1)])
    },
    Rule("removeOrdered again with the last checkout's key changes nothing; a new key does") {
      make in
      let cart = try make(products)
      try cart.add(pen.sku, quantity: 5)
      let one = [CartLine(product: pen, quantity: 1)]
      #expect(try cart.removeOrdered(one, checkout: "first").lines.map(\.quantity) == [4])
      #expect(try cart.removeOrdered(one, checkout: "first").lines.map(\.quantity) == [4])
      #expect(try cart.removeOrdered(one, checkout: "second").lines.map(\.quantity) == [3])
      #expect(try cart.contents().lines.map(\.quantity) == [3])
    },
  ]

  /// Expects `change` to be refused with `error` and to leave `cart` as it was.
  static func expect(
    _ cart: any CartService, toRefuse error: CartError,
    sourceLocation: SourceLocation = #_sourceLocation, _ change: () throws -> Void
  ) throws {
    let before = try cart.contents().lines
    #expect(throws: error, "expected: \(error)", sourceLocation: sourceLocation) { try change() }
    let after = try cart.contents().lines
    #expect(
      after == before, "a refused change leaves the cart as it was", sourceLocation: sourceLocation)
  }

  private static func product(_ sku: SKU, _ name: String, _ cents: Int) -> Product {
    Product(
      sku: sku, name: name, price: Money(minorUnits: cents, currency: "USD"), category: "Desk")
  }
}

import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checkout as one transaction, through the built `shop`: concurrent checkouts, and the states
/// a checkout killed after each of its steps leaves, written as that step writes them and then
/// settled by the next command. The many-process and many-kill versions are in
/// `CheckoutStressTests`.
@Suite("Checkout through the executable: exactly once")
struct CheckoutTransactionTests {
  /// A shop with ada signed in and two mugs and a skillet in the cart ($64.50).
  private func shopWithCart() async throws -> ShopBinary {
    let shop = ShopBinary()
    #expect(try await shop.run(["sign-in", "ada@example.com"]).status == 0)
    #expect(try await shop.run(["cart", "add", "MUG-001", "2"]).status == 0)
    #expect(try await shop.run(["cart", "add", "KIT-011"]).status == 0)
    return shop
  }

  @Test("two checkouts of one cart at once: one order, one payment; the other says why")
  func twoAtOnce() async throws {
    let shop = try await shopWithCart()
    let processes = try (0..<2).map { _ in try shop.start(ShopBinary.checkoutByCard) }
    let results = try processes.map { try shop.finish($0) }
    #expect(results.map(\.status).sorted() == [0, 1], "\(results.map(\.errors))")
    let loser = try #require(results.first { $0.status == 1 })
    let reasons = ["another checkout is placing an order", "the cart changed", "the cart is empty"]
    #expect(reasons.contains { loser.errors.contains($0) }, "\(loser.errors)")
    #expect(loser.errors.contains("nothing was charged") || loser.errors.contains("is empty"))
    #expect(try shop.files.chargedKeys().count == 1)
    #expect(try shop.files.placedOrders() == [1001])
    #expect(try shop.files.cart().isEmpty)
  }

  @Test("adds confirmed while a checkout runs are never lost: each unit is ordered or in the cart")
  func addsDuringCheckout() async throws {
    let shop = try await shopWithCart()
    let checkout = try shop.start(ShopBinary.checkoutByCard)
    let adds = try (0..<3).map { _ in try shop.start(["cart", "add", "OFF-030"]) }
    let added = try adds.map { try shop.finish($0) }
    #expect(try shop.finish(checkout).status == 0)
    #expect(added.allSatisfy { $0.status == 0 })
    let ordered = try shop.files.orderedUnits()
    let cart = try shop.files.cart()
    #expect(ordered["MUG-001"] == 2 && ordered["KIT-011"] == 1, "the reviewed lines: \(ordered)")
    #expect((ordered["OFF-030"] ?? 0) + (cart["OFF-030"] ?? 0) == 3, "\(ordered) \(cart)")
    #expect(cart["MUG-001"] == nil && cart["KIT-011"] == nil, "\(cart)")
  }

  /// What a checkout killed after `step` leaves in the files, as its writes leave them.
  enum Step: String, CaseIterable {
    case recordedPending = "the pending order was recorded"
    case charged = "the payment was taken"
    case cartTaken = "the ordered lines left the cart"
  }

  private static let mugs = """
    {"sku": "MUG-001", "name": "Stoneware Coffee Mug", "quantity": 2,
     "unitPrice": {"minorUnits": 1250, "currency": "USD"}}
    """
  private static let skillet = """
    {"sku": "KIT-011", "name": "Cast Iron Skillet", "quantity": 1,
     "unitPrice": {"minorUnits": 3950, "currency": "USD"}}
    """

  private func killed(after step: Step, in shop: ShopBinary) throws {
    let steps = Step.allCases
    let done = Set(steps[...steps.firstIndex(of: step)!])
    try shop.files.write(
      "orders",
      """
      {"schemaVersion": 1, "document": {"nextNumber": 1002, "orders": [], "pending": [{
        "id": 1001, "checkout": "K1", "recordedAt": "2026-01-15T10:00:00Z",
        "draft": {"customer": "ada@example.com", "shippingAddress": "1 Loop Road",
                  "lines": [\(Self.mugs), \(Self.skillet)]}}]}}
      """)
    if done.contains(.charged) {
      try shop.files.write(
        "charges",
        """
        {"schemaVersion": 1, "document": {"charges": [{"key": "K1",
          "chargedAt": "2026-01-15T10:00:01Z", "receipt": {"reference": "CARD-4242-1",
          "method": "card ending 4242", "amount": {"minorUnits": 6450, "currency": "USD"}}}]}}
        """)
    }
    if done.contains(.cartTaken) {
      try shop.files.write(
        "cart", #"{"schemaVersion": 1, "document": {"lines": [], "lastCheckout": "K1"}}"#)
    }
  }

  @Test(
    "a checkout killed after each step is settled by the next command: paid, placed once",
    arguments: Step.allCases)
  func settledByTheNextCommand(after step: Step) async throws {
    let shop = try await shopWithCart()
    try killed(after: step, in: shop)
    let next = try await shop.run(["cart"])
    #expect(next.status == 0, "\(next.errors)")
    let paid = step != .recordedPending
    #expect(try shop.files.pendingOrders() == [])
    #expect(try shop.files.placedOrders() == (paid ? [1001] : []))
    #expect(try shop.files.chargedKeys() == (paid ? ["K1"] : []), "never charged again")
    let cart = try shop.files.cart()
    #expect(cart == (paid ? [:] : ["MUG-001": 2, "KIT-011": 1]), "\(cart)")
    let orders = try await shop.run(["orders"])
    #expect(orders.output.contains("1001") == paid, "\(orders.output)")

    let again = try await shop.run(["cart", "add", "OFF-030"])
    #expect(again.status == 0)
    #expect(try shop.files.placedOrders() == (paid ? [1001] : []), "settled once")
    let checkout = try await shop.run(ShopBinary.checkoutByCard)
    #expect(checkout.status == 0, "\(checkout.errors)")
    #expect(checkout.output.contains("Order \(paid ? 1002 : 1001) placed"), "\(checkout.output)")
    #expect(try shop.files.chargedKeys().count == (paid ? 2 : 1))
  }

  @Test("a checkout killed at a random instant leaves files the next command makes consistent")
  func killedOnce() async throws {
    let shop = try await shopWithCart()
    let checkout = try shop.start(ShopBinary.checkoutByCard)
    try await Task.sleep(for: .milliseconds(Int.random(in: 0...20)))
    kill(checkout.processIdentifier, SIGKILL)
    checkout.waitUntilExit()
    #expect(try await shop.run(["cart"]).status == 0)
    let placed = try shop.files.placedOrders()
    #expect(try shop.files.chargedKeys().count == placed.count)
    #expect(try shop.files.pendingOrders() == [])
    #expect(try shop.files.cart() == (placed.isEmpty ? ["MUG-001": 2, "KIT-011": 1] : [:]))
  }
}

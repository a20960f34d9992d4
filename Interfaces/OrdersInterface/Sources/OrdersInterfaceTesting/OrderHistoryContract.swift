import CartInterface
import CatalogInterface
import CoreTesting
import Foundation
import OrdersInterface
import PaymentsInterface
import Testing

/// The promises of ``OrderHistory``, one rule each, for any history: the fake's tests and the
/// stored history's tests run every rule, so the two keep the same promises.
///
/// ```swift
/// @Test(arguments: OrderHistoryContract.rules)
/// func fakeHistoryKeepsTheContract(_ rule: OrderHistoryContract.Rule) async throws {
///   try await rule.check { now in FakeOrderHistory(date: now) }
/// }
/// ```
///
/// A history kept in storage runs ``persistenceRules`` too.
public enum OrderHistoryContract {
  /// Makes an empty history whose clock reads `now`. For ``persistenceRules``, every history
  /// it makes for one rule keeps its orders in the same place, as two instances of the app's
  /// history over one storage do.
  public typealias MakeHistory = @Sendable (_ now: Date) throws -> any OrderHistory
  /// A rule of the history's contract.
  public typealias Rule = ContractRule<MakeHistory>

  /// What every history promises.
  public static let rules: [Rule] = [
    Rule("a new history has no orders") { make in
      let history = try make(now)
      #expect(try history.orders() == [])
      #expect(try history.order(id: Order.firstID) == nil)
    },
    Rule("orders are numbered from 1001, one more each time") { make in
      let history = try make(now)
      let numbers = try [pens, ink, pens].map { try history.place($0).id }
      #expect(numbers == [1001, 1002, 1003])
    },
    Rule("place returns the order with its details, dated by the clock; order(id:) finds it") {
      make in
      let history = try make(now)
      let placed = try history.place(pens)
      #expect(placed == Order(id: Order.firstID, placedAt: now, details: pens))
      #expect(try history.order(id: placed.id) == placed)
    },
    Rule("orders() lists every order, newest first") { make in
      let history = try make(now)
      let placed = try [pens, ink, pens].map { try history.place($0) }
      #expect(try history.orders() == placed.reversed())
    },
    Rule("order(id:) is nil for a number no order has") { make in
      let history = try make(now)
      _ = try history.place(pens)
      _ = try history.place(ink)
      for id in [Order.firstID - 1, Order.firstID + 2, 0, -1] {
        #expect(try history.order(id: id) == nil, "order \(id)")
      }
    },
    Rule("a pending order takes the next number and is listed as pending, not as placed") {
      make in
      let history = try make(now)
      let pending = try history.recordPending(pensDraft, checkout: "K1")
      #expect(pending == PendingOrder(id: 1001, checkout: "K1", draft: pensDraft, recordedAt: now))
      #expect(try history.pendingOrders() == [pending])
      #expect(try history.orders() == [])
      #expect(try history.order(id: 1001) == nil)
      #expect(try history.place(ink).id == 1002)
    },
    Rule("recording again for the same checkout returns its pending order, records nothing") {
      make in
      let history = try make(now)
      let first = try history.recordPending(pensDraft, checkout: "K1")
      #expect(try history.recordPending(pensDraft, checkout: "K1") == first)
      #expect(try history.pendingOrders() == [first])
      #expect(try history.recordPending(pensDraft, checkout: "K2").id == first.id + 1)
    },
    Rule("completing places the pending order under its number, with the payment") { make in
      let history = try make(now)
      let pending = try history.recordPending(pensDraft, checkout: "K1")
      _ = try history.place(ink)
      let order = try history.completePending(checkout: "K1", payment: pens.payment)
      #expect(order == Order(id: pending.id, placedAt: now, details: pens))
      #expect(try history.pendingOrders() == [])
      #expect(try history.orders().map(\.id) == [1002, 1001])
      #expect(try history.order(id: 1001) == order)
    },
    Rule("completing a checkout with no pending order is refused and changes nothing") { make in
      let history = try make(now)
      _ = try history.recordPending(pensDraft, checkout: "K1")
      #expect(throws: OrdersError.noPendingOrder(checkout: "K2")) {
        try history.completePending(checkout: "K2", payment: pens.payment)
      }
      #expect(try history.orders() == [])
      #expect(try history.pendingOrders().map(\.checkout) == ["K1"])
    },
    Rule("dropping the last pending order forgets it and gives its number to the next order") {
      make in
      let history = try make(now)
      _ = try history.recordPending(pensDraft, checkout: "K1")
      try history.dropPending(checkout: "K1")
      try history.dropPending(checkout: "K1")
      #expect(try history.pendingOrders() == [])
      #expect(try history.orders() == [])
      #expect(try history.place(ink).id == 1001)
    },
    Rule("a pending order dropped after a later number was taken leaves its number unused") {
      make in
      let history = try make(now)
      _ = try history.recordPending(pensDraft, checkout: "K1")
      _ = try history.place(ink)
      try history.dropPending(checkout: "K1")
      #expect(try history.place(ink).id == 1003)
      #expect(try history.orders().map(\.id) == [1003, 1002])
    },
  ]

  /// What a history kept in storage promises besides ``rules``: every instance over the same
  /// storage holds the same orders and numbers them from the same sequence. The rules make two
  /// histories with one ``MakeHistory``.
  public static let persistenceRules: [Rule] = [
    Rule("a history made again over the same storage holds the same orders; numbering goes on") {
      make in
      let placed = try make(now).place(pens)
      let again = try make(now)
      #expect(try again.orders() == [placed])
      #expect(try again.place(ink).id == placed.id + 1)
    },
    Rule("orders placed through two instances never share a number; each sees them all") {
      make in
      let first = try make(now)
      let second = try make(now)
      let numbers = [try first.place(pens).id, try second.place(ink).id, try first.place(ink).id]
      #expect(numbers == [1001, 1002, 1003])
      #expect(try second.orders().map(\.id) == [1003, 1002, 1001])
      #expect(try first.order(id: 1002)?.details == ink)
    },
    Rule("a pending order recorded by one instance is completed by another") { make in
      let pending = try make(now).recordPending(pensDraft, checkout: "K1")
      let again = try make(now)
      #expect(try again.pendingOrders() == [pending])
      #expect(try again.completePending(checkout: "K1", payment: pens.payment).id == pending.id)
      #expect(try make(now).pendingOrders() == [])
    },
  ]

  /// The time the rules' clocks read: 2026-01-15 10:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_768_471_200)

  /// Two pens, before they are paid.
  static let pensDraft = OrderDraft(
    customer: pens.customer, lines: pens.lines, shippingAddress: pens.shippingAddress)

  /// Two pens ($48.00), paid by card.
  static let pens = details(
    CartLine(sku: "PEN-001", name: "Fountain Pen", unitPrice: dollars(2400), quantity: 2),
    paidWith: "card ending 4242")
  /// One bottle of ink ($6.50), paid by invoice.
  static let ink = details(
    CartLine(sku: "INK-002", name: "Ink Bottle", unitPrice: dollars(650), quantity: 1),
    paidWith: "invoice to ada@example.com")

  private static func details(_ line: CartLine, paidWith method: String) -> OrderDetails {
    OrderDetails(
      customer: "ada@example.com", lines: [line], shippingAddress: "1 Loop Road, Springfield",
      payment: PaymentReceipt(reference: "REF-\(line.sku)", method: method, amount: line.total))
  }

  private static func dollars(_ cents: Int) -> Money { Money(minorUnits: cents, currency: "USD") }
}

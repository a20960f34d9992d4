import CartInterface
import CatalogInterface
import CoreTesting
import Foundation
import OrdersInterface
import OrdersTesting
import PaymentsInterface
import Testing

@testable import Orders
@testable import OrdersTerminalUI

/// 2026-01-15 10:00 UTC.
private let morning = Date(timeIntervalSince1970: 1_768_471_200)
private let mugsAndTea = Order(id: 1001, placedAt: morning, details: OrdersFixtures.mugsAndTea)
private let lamp = Order(
  id: 1002, placedAt: morning.addingTimeInterval(2 * 86_400), details: OrdersFixtures.oneLamp)

@Suite("The orders' transforms")
struct OrdersTransformTests {
  @Test(
    "the history's transform turns a state into what the views show",
    arguments: [
      (OrdersState(), OrdersViewState()),
      (OrdersState(detail: lamp), OrdersViewState()),
      (OrdersState(orders: []), OrdersViewState(message: "No orders yet.")),
      (
        OrdersState(orders: [lamp, mugsAndTea]),
        OrdersViewState(
          rows: [
            .init(id: 1002, date: "2026-01-17", items: "1", total: "$34.00"),
            .init(id: 1001, date: "2026-01-15", items: "3", total: "$33.99"),
          ],
          summary: "2 orders")
      ),
      (
        OrdersState(orders: [mugsAndTea], problem: "you have no order numbered 1002"),
        OrdersViewState(
          rows: [.init(id: 1001, date: "2026-01-15", items: "3", total: "$33.99")],
          problem: "you have no order numbered 1002", summary: "1 order")
      ),
      (
        OrdersState(orders: [], problem: "\(OrdersError.notSignedIn)"),
        OrdersViewState(problem: "\(OrdersError.notSignedIn)")
      ),
    ])
  func history(state: OrdersState, expected: OrdersViewState) {
    #expect(OrdersViewState(state) == expected)
  }

  @Test func theHistoryDateIsTheUTCDay() {
    let lateEvening = Date(timeIntervalSince1970: 1_768_521_599)  // 2026-01-15 23:59:59 UTC
    let rows = OrdersViewState(
      OrdersState(orders: [
        Order(id: 1001, placedAt: lateEvening, details: OrdersFixtures.oneLamp),
        Order(id: 1002, placedAt: lateEvening + 1, details: OrdersFixtures.oneLamp),
      ])
    ).rows
    #expect(rows.map(\.date) == ["2026-01-15", "2026-01-16"])
  }

  @Test func aPlacedOrderIsConfirmedInOneLine() {
    #expect(
      OrderPlacedViewState(mugsAndTea)
        == OrderPlacedViewState(
          id: 1001, message: "Order 1001 placed: $33.99, paid by card ending 4242."))
  }

  @Test("the detail's transform: the order, and where it stands once counted")
  func detail() {
    let uncounted = OrderDetailViewState(OrderDetailState(order: mugsAndTea))
    #expect(
      uncounted
        == OrderDetailViewState(
          name: "Order 1001", title: "Order 1001, placed 2026-01-15 by ada@example.com",
          lines: [
            .init(quantity: "2", product: "Stoneware Mug", unitPrice: "$12.50", total: "$25.00"),
            .init(quantity: "1", product: "Green Tea Tin", unitPrice: "$8.99", total: "$8.99"),
          ],
          total: "$33.99", shipTo: "Ship to: 12 Harbour Road, Leith",
          paidBy: "Paid by: card ending 4242 (reference CARD-4242-1768471200)"))
    let counted = OrderDetailViewState(
      OrderDetailState(
        order: mugsAndTea,
        position: CustomerOrderPosition(customer: "ada@example.com", number: 2, count: 3)))
    #expect(counted.position == "The 2nd of 3 orders placed by ada@example.com.")
  }
}

@Suite("The orders' line views")
@MainActor
struct OrdersConsoleTextTests {
  /// What the console shows for an order in detail, as the only order of its customer.
  func detailText(_ order: Order) -> String {
    let state = OrderDetailViewState(
      OrderDetailState(order: order, position: CustomerOrderPosition(of: order, among: [order])))
    return OrderDetailText.text(state)
  }

  @Test func theHistoryAlignsNumberDateItemsAndTotal() {
    #expect(
      OrdersText.text(OrdersViewState(OrdersState(orders: [lamp, mugsAndTea]))) == """
        Order  Date        Items   Total
        1002   2026-01-17      1  $34.00
        1001   2026-01-15      3  $33.99

        """)
    #expect(OrdersText.text(OrdersViewState(OrdersState(orders: []))) == "No orders yet.\n")
    #expect(OrdersText.text(OrdersViewState()) == "", "a detail's orders print nothing")
  }

  @Test func theDetailAlignsQuantityUnitPriceAndLineTotal() {
    #expect(
      detailText(mugsAndTea) == """
        Order 1001, placed 2026-01-15 by ada@example.com
        Qty  Product        Unit price  Line total
          2  Stoneware Mug      $12.50      $25.00
          1  Green Tea Tin       $8.99       $8.99
        Total                               $33.99
        Ship to: 12 Harbour Road, Leith
        Paid by: card ending 4242 (reference CARD-4242-1768471200)
        The only order placed by ada@example.com.

        """)
  }

  @Test func wideAmountsWidenTheirColumns() {
    let crate = CartLine(
      sku: "CRT-1", name: "Crate", unitPrice: Money(minorUnits: 123_456_789, currency: "EUR"),
      quantity: 12)
    let details = OrdersFixtures.details(
      lines: [crate], address: "Rue 1, Lyon",
      payment: PaymentReceipt(
        reference: "INV-1", method: "invoice to bo@example.com",
        amount: Money(minorUnits: 1_481_481_468, currency: "EUR")))
    let order = Order(id: 1234, placedAt: morning, details: details)
    #expect(
      detailText(order) == """
        Order 1234, placed 2026-01-15 by ada@example.com
        Qty  Product   Unit price    Line total
         12  Crate    €1234567.89  €14814814.68
        Total                      €14814814.68
        Ship to: Rue 1, Lyon
        Paid by: invoice to bo@example.com (reference INV-1)
        The only order placed by ada@example.com.

        """)
  }
}

import Architecture
import CartInterface
import CatalogInterface
import CoreTesting
import Foundation
import OrdersInterface
import OrdersTesting
import PaymentsInterface
import Testing

@testable import Orders

@Suite("The orders' presentation")
@MainActor
struct OrdersPresentationTests {
  /// 2026-01-15 10:00 UTC.
  let morning = Date(timeIntervalSince1970: 1_768_471_200)

  /// What the console shows for a history.
  func historyText(_ orders: [Order]) -> String {
    let console = ScriptedConsole()
    OrdersConsoleView(console: console).show(OrdersViewState(OrdersState(orders: orders)))
    return console.transcript
  }

  /// What the console shows for an order in detail, as the only order of its customer.
  func detailText(_ order: Order) -> String {
    let console = ScriptedConsole()
    OrderDetailConsoleView(console: console).show(
      OrderDetailViewState(order, position: CustomerOrderPosition(of: order, among: [order])))
    return console.transcript
  }

  @Test func theHistoryAlignsNumberDateItemsAndTotal() {
    let orders = [
      Order(
        id: 1002, placedAt: morning.addingTimeInterval(2 * 86_400),
        details: OrdersFixtures.oneLamp),
      Order(id: 1001, placedAt: morning, details: OrdersFixtures.mugsAndTea),
    ]
    #expect(
      historyText(orders) == """
        Order  Date        Items   Total
        1002   2026-01-17      1  $34.00
        1001   2026-01-15      3  $33.99

        """)
    #expect(historyText([]) == "No orders yet.\n")
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
    let order = Order(id: 1001, placedAt: morning, details: OrdersFixtures.mugsAndTea)
    let shown = OrdersViewState(placed: order)
    #expect(shown.rows.isEmpty)
    #expect(shown.message == "Order 1001 placed: $33.99, paid by card ending 4242.")
  }

  @Test func theDetailAlignsQuantityUnitPriceAndLineTotal() {
    let order = Order(id: 1001, placedAt: morning, details: OrdersFixtures.mugsAndTea)
    #expect(
      detailText(order) == """
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

  @Test("an order picked on the history's view is routed to the detail")
  func pickingAnOrderShowsItsDetail() throws {
    let dependencies = TestOrdersDependencies()
    let placed = try dependencies.orders.place(OrdersFixtures.mugsAndTea)
    let view = RecordingOrdersView()
    let router = RecordingOrdersRouter()
    var outcomes: [String] = []
    let context = OrdersContext(
      request: .history,
      history: CustomerOrders(history: dependencies.orders, currentUser: dependencies.currentUser),
      logger: dependencies.logger, view: view, listener: { outcomes.append("\($0)") })
    view.receiver = context
    context.router = router
    let tree = FlowTree()
    tree.launch(Flow(context: context))
    #expect(view.shown.map(\.rows.count) == [1])
    #expect(outcomes == ["done"])

    view.receiver?.didSelectOrder(id: placed.id)
    #expect(router.shown == [placed.id])
    view.receiver?.didSelectOrder(id: 999)
    #expect(router.shown == [placed.id])
    #expect(outcomes.last?.contains("999") == true, "an unknown order is refused")
    tree.shutdown()
  }
}

/// Stands in for the console: records every state the orders context shows.
@MainActor
final class RecordingOrdersView: OrdersView {
  weak var receiver: (any OrdersViewReceiver)?
  private(set) var shown: [OrdersViewState] = []

  func show(_ state: OrdersViewState) {
    shown.append(state)
  }
}

/// Stands in for the orders flow: records the orders whose detail the context asked for.
@MainActor
final class RecordingOrdersRouter: OrdersRouting {
  private(set) var shown: [Int] = []

  func showDetail(of order: Order, listener: any OrderDetailListener) {
    shown.append(order.id)
  }
}

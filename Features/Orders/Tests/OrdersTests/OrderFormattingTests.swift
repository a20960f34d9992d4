import CartInterface
import CatalogInterface
import Foundation
import Orders
import OrdersInterface
import OrdersTesting
import PaymentsInterface
import Testing

@Suite("Order formatting")
struct OrderFormattingTests {
  /// 2026-01-15 10:00 UTC.
  let morning = Date(timeIntervalSince1970: 1_768_471_200)

  @Test func theSummaryTableAlignsNumberDateItemsAndTotal() {
    let orders = [
      Order(
        id: 1002, placedAt: morning.addingTimeInterval(2 * 86_400),
        details: OrdersFixtures.oneLamp),
      Order(id: 1001, placedAt: morning, details: OrdersFixtures.mugsAndTea),
    ]
    #expect(
      OrderFormatting.summaryTable(orders) == """
        Order  Date        Items   Total
        1002   2026-01-17      1  $34.00
        1001   2026-01-15      3  $33.99

        """)
  }

  @Test func theSummaryDateIsTheUTCDay() {
    let lateEvening = Date(timeIntervalSince1970: 1_768_521_599)  // 2026-01-15 23:59:59 UTC
    let table = OrderFormatting.summaryTable([
      Order(id: 1001, placedAt: lateEvening, details: OrdersFixtures.oneLamp),
      Order(id: 1002, placedAt: lateEvening + 1, details: OrdersFixtures.oneLamp),
    ])
    #expect(table.contains("1001   2026-01-15"))
    #expect(table.contains("1002   2026-01-16"))
  }

  @Test func theDetailAlignsQuantityUnitPriceAndLineTotal() {
    let order = Order(id: 1001, placedAt: morning, details: OrdersFixtures.mugsAndTea)
    #expect(
      OrderFormatting.detail(order) == """
        Order 1001, placed 2026-01-15 by ada@example.com
        Qty  Product        Unit price  Line total
          2  Stoneware Mug      $12.50      $25.00
          1  Green Tea Tin       $8.99       $8.99
        Total                               $33.99
        Ship to: 12 Harbour Road, Leith
        Paid by: card ending 4242 (reference CARD-4242-1768471200)

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
      OrderFormatting.detail(order) == """
        Order 1234, placed 2026-01-15 by ada@example.com
        Qty  Product   Unit price    Line total
         12  Crate    €1234567.89  €14814814.68
        Total                      €14814814.68
        Ship to: Rue 1, Lyon
        Paid by: invoice to bo@example.com (reference INV-1)

        """)
  }
}

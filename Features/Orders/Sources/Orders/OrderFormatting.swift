import Core
import Foundation
import OrdersInterface

/// Text for orders, as the app prints them: a history table and one order in detail.
public enum OrderFormatting {
  /// The orders as a table, one line per order in the order given, ending with a newline.
  ///
  /// ```
  /// Order  Date        Items   Total
  /// 1002   2026-01-16      1  $34.00
  /// 1001   2026-01-15      3  $33.99
  /// ```
  /// - Parameter orders: The orders, usually newest first.
  /// - Returns: The header and one aligned line per order.
  public static func summaryTable(_ orders: [Order]) -> String {
    let rows = orders.map { order in
      [
        "\(order.id)", day(order.placedAt), "\(itemCount(order))", "\(order.total)",
      ]
    }
    let table = TextTable(
      alignments: [.left, .left, .right, .right],
      rows: [["Order", "Date", "Items", "Total"]] + rows
    )
    return table.lines().joined(separator: "\n") + "\n"
  }

  /// One order: its lines with quantity, unit price and line total aligned, the total, the
  /// shipping address and the payment method, ending with a newline.
  ///
  /// ```
  /// Order 1001, placed 2026-01-15 by ada@example.com
  /// Qty  Product        Unit price  Line total
  ///   2  Stoneware Mug      $12.50      $25.00
  /// Total                               $25.00
  /// Ship to: 12 Harbour Road, Leith
  /// Paid by: card ending 4242 (reference CARD-4242-1768471200)
  /// ```
  /// - Parameter order: The order.
  /// - Returns: The order's description.
  public static func detail(_ order: Order) -> String {
    let details = order.details
    let rows = details.lines.map { line in
      ["\(line.quantity)", line.name, "\(line.unitPrice)", "\(line.total)"]
    }
    let table = TextTable(
      alignments: [.right, .left, .right, .right],
      rows: [["Qty", "Product", "Unit price", "Line total"]] + rows)
    let total = "\(order.total)"
    let gap = String(repeating: " ", count: max(2, table.width - "Total".count - total.count))
    let payment = details.payment
    let lines =
      ["Order \(order.id), placed \(day(order.placedAt)) by \(details.customer)"]
      + table.lines()
      + [
        "Total" + gap + total,
        "Ship to: \(details.shippingAddress)",
        "Paid by: \(payment.method) (reference \(payment.reference))",
      ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The number of units across the order's lines.
  private static func itemCount(_ order: Order) -> Int {
    order.details.lines.reduce(0) { $0 + $1.quantity }
  }

  /// The date as YYYY-MM-DD in UTC.
  private static func day(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    func twoDigits(_ value: Int?) -> String {
      let value = value ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    return "\(parts.year ?? 0)-\(twoDigits(parts.month))-\(twoDigits(parts.day))"
  }
}

import Orders
import OrdersInterface

/// `shop orders [id]`: the order history, newest first, or one order in detail.
struct OrdersCommand: ShopCommand {
  let orders: any OrderHistory
  let name = "orders"
  let arguments = "[id]"
  let summary = "list your orders, newest first, or show one"

  func run(_ arguments: [String]) async throws -> String {
    try expect(arguments, count: 0...1)
    guard let text = arguments.first else {
      let all = try orders.orders()
      return all.isEmpty ? "No orders yet.\n" : OrderFormatting.summaryTable(all)
    }
    guard let id = Int(text) else {
      throw usageError("an order number is a whole number, such as 1001, not \"\(text)\"")
    }
    guard let order = try orders.order(id: id) else {
      throw CommandError.failed("no order numbered \(id); run 'shop orders' to list them")
    }
    return OrderFormatting.detail(order)
  }
}

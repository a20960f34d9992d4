import CommandLineKit
import OrdersInterface

/// `orders [id]`: runs the orders board for the history or one order.
enum OrdersCommand {
  static let order = Argument<Int?>("id", summary: "an order number, such as 1001")

  static var orders: Command<ShopAction> {
    Command(
      "orders", summary: "list your orders, newest first, or show one",
      discussion:
        "Each customer sees only their own orders, so sign in first with 'sign-in <email>'.",
      parameters: [order],
      action: { call, session in
        try await session.shop.run(.orders, call[order].map { .detail(id: $0) } ?? .history)
      })
  }
}

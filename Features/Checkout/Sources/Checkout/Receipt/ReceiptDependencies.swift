import CartInterface
import Core
import OrdersInterface

/// What the receipt needs: where orders are recorded, and the cart to empty.
protocol ReceiptDependencies: BaseDependencies {
  var orders: any OrderHistory { get }
  var cart: any CartService { get }
}

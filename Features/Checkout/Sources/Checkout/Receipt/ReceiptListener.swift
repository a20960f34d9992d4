import OrdersInterface

/// What the receipt tells its board.
@MainActor
protocol ReceiptListener: AnyObject {
  /// The order was recorded (and the cart emptied, or that failure logged).
  func receiptDidRecord(_ order: Order)
  /// The order could not be recorded although the payment was taken.
  func receiptDidFail(_ error: any Error)
}

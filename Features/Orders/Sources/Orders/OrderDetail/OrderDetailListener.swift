/// What the order detail tells its parent, the orders context.
@MainActor
public protocol OrderDetailListener: AnyObject {
  /// The order was shown, with where it stands among its customer's orders.
  func orderDetailDidFinish()
  /// The customer's orders could not be read; nothing was shown.
  func orderDetailDidFail(_ error: any Error)
}

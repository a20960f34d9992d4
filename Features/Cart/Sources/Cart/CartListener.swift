/// What the cart feature tells its parent, the cart board.
@MainActor
public protocol CartListener: AnyObject {
  /// The request was carried out and its result shown.
  func cartDidFinish()
  /// The request was refused (a ``CartInterface/CartError``) or the cart could not be read or
  /// written; the cart is unchanged.
  func cartDidFail(_ error: any Error)
}

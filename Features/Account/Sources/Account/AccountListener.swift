import AccountInterface

/// What the account feature tells its parent, the account board.
@MainActor
public protocol AccountListener: AnyObject {
  /// A customer signed in, replacing any previous one.
  func accountDidSignIn(_ user: User)
  /// The customer who was signed in signed out.
  func accountDidSignOut()
  /// The request was carried out and its result shown.
  func accountDidFinish()
  /// The account could not be read or written (a `StorageError`); nothing was shown.
  func accountDidFail(_ error: any Error)
}

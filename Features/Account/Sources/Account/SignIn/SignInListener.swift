import AccountInterface

/// What the sign-in feature tells its parent, the sign-in board.
@MainActor
public protocol SignInListener: AnyObject {
  /// The customer gave a valid address and is now signed in.
  func signInDidSucceed(_ user: User)
  /// Nobody signed in: no answer (``AccountInterface/AccountError/notSignedIn``), a second
  /// malformed address (``AccountInterface/AccountError/malformedEmail(_:reason:)``) or an
  /// account that could not be written (a `StorageError`).
  func signInDidFail(_ error: any Error)
}

import Core

/// Why an account operation did not succeed.
public enum AccountError: UserFacingError, Equatable {
  /// The text is not an email address.
  case malformedEmail(String, reason: String)
  /// The operation needs a signed-in user.
  case notSignedIn
  /// Who is signed in cannot change now: an order is being placed for the customer
  /// (``SignInLock``).
  case customerInUse

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .malformedEmail(let text, let reason): "\"\(text)\" is not an email address: \(reason)"
    case .notSignedIn: "nobody is signed in; sign in first with 'sign-in <email>'"
    case .customerInUse:
      "an order is being placed for this customer; sign in or out once it is done"
    }
  }

  /// A malformed address is a usage error; being signed out is a failed operation.
  public var isUsageError: Bool {
    if case .malformedEmail = self { true } else { false }
  }
}

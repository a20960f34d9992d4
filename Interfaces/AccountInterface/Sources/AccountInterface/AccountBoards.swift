import Architecture

/// What the account board is activated with.
public enum AccountRequest: Sendable, Equatable {
  /// Sign in with this address, replacing any previous customer.
  case signIn(EmailAddress)
  /// Sign out.
  case signOut
  /// Show who is signed in.
  case whoAmI
}

/// What the account board sends out.
public enum AccountOutput: Sendable, Equatable {
  /// This customer is now signed in.
  case signedIn(User)
  /// Nobody is signed in any more.
  case signedOut
}

extension BoardID where Input == AccountRequest, Output == AccountOutput, Command == Never {
  /// Signs in and out and tells who is signed in; completes after each request.
  public static var account: Self { BoardID("account") }
}

extension BoardID where Input == Void, Output == User, Command == Never {
  /// Asks the customer for an address and signs in: the resolution of ``BarrierID/signedIn``.
  /// Finishes when someone signed in; fails with an ``AccountError`` when nobody answered or the
  /// address was refused.
  public static var signIn: Self { BoardID("sign-in") }
}

extension BarrierID {
  /// Holds back activations until a customer is signed in, asking for one through
  /// ``BoardID/signIn``. The Account module provides it; other modules require it.
  public static let signedIn = BarrierID("signed-in")
}

import Architecture

/// What the account board is activated with: a command to carry out, or the account to show,
/// where the customer signs in and out on its screen.
public enum AccountRequest: Sendable, Equatable {
  /// Show the account: who is signed in. Carries out nothing; the customer signs in or out on
  /// the account's screen, and an account that cannot be read is said there.
  case show
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
  /// Signs in and out and tells who is signed in. Activated while it runs, it carries out the
  /// request on the account already open; it completes when the customer leaves the account
  /// (a line interface leaves once it printed the result), or fails with the error of a command
  /// it could not carry out.
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

/// Published on the account's channel whenever who is signed in changes: a sign-in, a
/// sign-out, a sign-in that lapsed. Distant features (the app's status line, for one) show the
/// customer without asking the account.
public struct SignInChanged: Hashable, Sendable {
  /// The customer signed in after the change; `nil` when nobody is.
  public let user: User?

  /// The event for who is signed in now.
  public init(user: User?) {
    self.user = user
  }
}

/// Tells who is signed in. Features that only need to know the user depend on this.
public protocol CurrentUserProviding: Sendable {
  /// The signed-in user: the one the last sign-in named, or `nil` before any sign-in and after
  /// a sign-out.
  /// - Throws: An error if the account record cannot be read.
  func currentUser() throws -> User?
}

/// Signs customers in and out; at most one customer is signed in at a time.
///
/// An account kept in storage, as the app's is, has the same customer signed in in every
/// instance over that storage, in this process or another.
public protocol AccountService: CurrentUserProviding {
  /// Signs in as `email`, replacing any previous user; signing in as the signed-in user again
  /// keeps them signed in.
  /// - Returns: The signed-in user, whose address is `email`.
  /// - Throws: An error if the account record cannot be read or written; nothing changes then.
  @discardableResult
  func signIn(_ email: EmailAddress) throws -> User

  /// Signs out; does nothing if nobody is signed in.
  /// - Throws: An error if the account record cannot be read or written; nothing changes then.
  func signOut() throws
}

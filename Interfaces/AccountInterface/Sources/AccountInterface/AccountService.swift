/// Tells who is signed in. Features that only need to know the user depend on this.
public protocol CurrentUserProviding: Sendable {
  /// The signed-in user, or `nil`.
  /// - Throws: An error if the account record cannot be read.
  func currentUser() throws -> User?
}

/// Signs customers in and out.
public protocol AccountService: CurrentUserProviding {
  /// Signs in as `email`, replacing any previous user.
  /// - Returns: The signed-in user.
  /// - Throws: An error if the account record cannot be written.
  @discardableResult
  func signIn(_ email: EmailAddress) throws -> User

  /// Signs out; does nothing if nobody is signed in.
  /// - Throws: An error if the account record cannot be written.
  func signOut() throws
}

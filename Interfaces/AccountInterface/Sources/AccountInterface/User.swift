/// A signed-in customer.
public struct User: Hashable, Codable, Sendable {
  /// The address the customer signed in with.
  public let email: EmailAddress

  /// Creates a user identified by `email`.
  public init(email: EmailAddress) {
    self.email = email
  }
}

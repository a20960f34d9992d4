import AccountInterface
import Synchronization

/// An account held in memory, for tests and examples of features that need a user. It keeps
/// every rule of ``AccountServiceContract/rules``.
///
/// It does not model what a stored account adds: its user lives as long as it does and no
/// other instance sees them, and it never fails to read or write.
public final class FakeAccount: AccountService {
  private let user: Mutex<User?>

  /// Creates an account, signed in as `email` if given.
  /// - Parameter email: The signed-in customer's address; `nil`, or an address that is not
  ///   valid, signs nobody in.
  public init(signedInAs email: String? = nil) {
    user = Mutex(email.flatMap { try? User(email: EmailAddress($0)) })
  }

  /// The signed-in user.
  public func currentUser() throws -> User? { user.withLock { $0 } }

  /// Signs in as `email`.
  @discardableResult
  public func signIn(_ email: EmailAddress) throws -> User {
    let signedIn = User(email: email)
    user.withLock { $0 = signedIn }
    return signedIn
  }

  /// Signs out.
  public func signOut() throws { user.withLock { $0 = nil } }
}

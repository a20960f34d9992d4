import AccountInterface
import Architecture

/// The account flow's business logic: it holds the account service the flow offers.
@MainActor
public final class AccountContext: Context {
  /// The account this flow works on.
  public let account: any AccountService

  /// Creates a context around `account`.
  public init(account: any AccountService) {
    self.account = account
  }

  /// Nothing to start: the account is read from storage on demand.
  public func activate() {}

  /// Nothing to stop.
  public func deactivate() {}
}

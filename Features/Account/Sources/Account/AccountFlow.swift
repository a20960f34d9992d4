import AccountInterface
import Architecture

/// The account's node in the app's flow tree.
@MainActor
public final class AccountFlow: Flow {
  /// The flow's context, with its concrete type.
  public let accountContext: AccountContext

  /// Creates the flow around `context`.
  public init(context: AccountContext) {
    accountContext = context
    super.init(context: context)
  }

  /// The account this flow works on.
  public var account: any AccountService { accountContext.account }
}

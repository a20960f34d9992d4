import AccountInterface
import Architecture

/// The account feature's plugin: registers the ``BoardID/account`` board (sign in, sign out,
/// who am I), the ``BoardID/signIn`` board (asks the customer for an address) and provides the
/// ``BarrierID/signedIn`` gateway, whose resolution is that sign-in board. An app installs it
/// with one line, given its dependency solver.
///
/// The module guards none of its boards: the modules whose boards need a customer require the
/// barrier (checkout, for example, with `module.board(.checkout, requires: [.signedIn])`).
public struct AccountModule: ModulePlugin {
  private let dependencies: any AccountDependencies

  /// Makes the plugin.
  /// - Parameter dependencies: What the account feature needs; complete when the module is
  ///   made.
  public init(dependencies: any AccountDependencies) {
    self.dependencies = dependencies
  }

  /// Registers the two boards, built with ``AccountBuilder`` and ``SignInBuilder``, and the
  /// barrier.
  public func register(in module: inout ModuleRegistration) {
    let accountBuilder = AccountBuilder(dependencies: dependencies)
    let signInBuilder = SignInBuilder(dependencies: dependencies)
    module.board(.account) { slot in AccountBoard(slot: slot, builder: accountBuilder) }
    module.board(.signIn) { slot in SignInBoard(slot: slot, builder: signInBuilder) }
    module.barrier(
      .signedIn, .signedIn(account: dependencies.account, logger: dependencies.logger))
  }
}

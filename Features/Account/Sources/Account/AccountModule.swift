import AccountInterface
import Architecture

/// The account feature's plugin: registers the ``AccountInterface/BoardID/account`` board (sign
/// in, sign out, who am I), the ``AccountInterface/BoardID/signIn`` board (asks the customer for
/// an address) and provides the ``AccountInterface/BarrierID/signedIn`` gateway, whose
/// resolution is that sign-in board. An app installs it with one line, given its dependency
/// solver.
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
    let account = AccountBuilder(dependencies: dependencies)
    let signIn = SignInBuilder(dependencies: dependencies)
    module.board(.account) { slot in AccountBoard(slot: slot, builder: account) }
    module.board(.signIn) { slot in SignInBoard(slot: slot, builder: signIn) }
    module.barrier(
      .signedIn, .signedIn(account: dependencies.account, logger: dependencies.logger))
  }
}

/// The account board, glue between the motherboard and the feature: it opens the account if
/// it is not open yet and forwards it the request, a command to carry out; it sends out who
/// signed in or that the customer signed out, and completes when the customer leaves the
/// account, or fails with the error of a command the account could not carry out.
@MainActor
final class AccountBoard: Board {
  typealias Output = AccountOutput
  private let slot: BoardSlot<AccountOutput>
  private let builder: AccountBuilder

  init(slot: BoardSlot<AccountOutput>, builder: AccountBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: AccountRequest) {
    if slot.flows.isEmpty {
      let account = builder.build { [slot] in slot.relay($0) }
      slot.attach(account.flow, presenting: account.view)
    }
    if request != .show { slot.forward(request) }
  }
}

/// The sign-in board, the resolution of the signed-in barrier: it presents the sign-in feature
/// as a modal over what the customer was doing, sends out the user who signed in and finishes,
/// or fails with why nobody did.
///
/// One question at a time: an activation while the customer is being asked attaches nothing
/// more, which the board tells from the flows under its node; whoever waits for the board hears
/// the answer to the question already asked.
@MainActor
final class SignInBoard: Board {
  typealias Output = User
  private let slot: BoardSlot<User>
  private let builder: SignInBuilder

  init(slot: BoardSlot<User>, builder: SignInBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ input: Void) {
    guard slot.flows.isEmpty else { return }
    let signIn = builder.build { [slot] in slot.relay($0) }
    slot.attach(signIn.flow, presenting: signIn.view, as: .sheet)
  }
}

import AccountInterface
import Architecture

/// The account board: for each request it builds the account feature, attaches its flow, sends
/// out who signed in or that the customer signed out, and completes when the feature is done,
/// or fails with the storage error that stopped it.
@MainActor
final class AccountBoard: Board, AccountListener {
  typealias Output = AccountOutput
  private let slot: BoardSlot<AccountOutput>
  private let builder: AccountBuilder

  init(slot: BoardSlot<AccountOutput>, builder: AccountBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: AccountRequest) {
    slot.attach(builder.build(request, listener: self))
  }

  func accountDidSignIn(_ user: User) {
    slot.send(.signedIn(user))
  }

  func accountDidSignOut() {
    slot.send(.signedOut)
  }

  func accountDidFinish() {
    slot.complete()
  }

  func accountDidFail(_ error: any Error) {
    slot.fail(error)
  }
}

import AccountInterface
import Architecture

/// The sign-in board, the resolution of the signed-in barrier: it builds the sign-in feature,
/// sends out the user who signed in and finishes, or fails with the feature's error.
///
/// One question at a time: an activation while the customer is being asked attaches nothing
/// more; whoever waits for the board hears the answer to the question already asked.
@MainActor
final class SignInBoard: Board, SignInListener {
  typealias Output = User
  private let slot: BoardSlot<User>
  private let builder: SignInBuilder
  private weak var asking: SignInFlow?

  init(slot: BoardSlot<User>, builder: SignInBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ input: Void) {
    guard asking == nil else { return }
    let flow = builder.build(listener: self)
    asking = flow
    slot.attach(flow)
  }

  func signInDidSucceed(_ user: User) {
    slot.send(user)
    slot.complete()
  }

  func signInDidFail(_ error: any Error) {
    slot.fail(error)
  }
}

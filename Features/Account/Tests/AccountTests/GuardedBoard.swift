import AccountInterface
import Architecture

extension BoardID where Input == String, Output == Never, Command == Never {
  /// A board of another feature that needs a customer, as checkout does.
  static var guarded: Self { BoardID("guarded") }
}

/// What happened to the guarded board: how often it was made, and what reached it.
@MainActor
final class GuardedLog {
  var made = 0
  var received: [String] = []
}

/// A board that records its activations and completes; its module requires the signed-in
/// barrier, as another feature's module does.
@MainActor
final class GuardedBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  private let log: GuardedLog

  init(slot: BoardSlot<Never>, log: GuardedLog) {
    self.slot = slot
    self.log = log
    log.made += 1
  }

  func activate(_ input: String) {
    log.received.append(input)
    slot.complete()
  }
}

/// Registers ``GuardedBoard`` with `requires: [.signedIn]`.
struct GuardedModule: ModulePlugin {
  let log: GuardedLog

  func register(in module: inout ModuleRegistration) {
    let log = log
    module.board(.guarded, requires: [.signedIn]) { slot in GuardedBoard(slot: slot, log: log) }
  }
}

import AccountInterface
import Architecture
import Core
import TerminalUI

// A stand-in for a board of another feature that needs a customer, as the app's orders board
// does: its module requires the signed-in barrier, which the account module provides.

extension BoardID where Input == Void, Output == Never, Command == Never {
  /// The pretend orders board.
  static var orders: Self { BoardID("orders") }
}

/// Shows whose orders it would list, and completes.
@MainActor
final class PretendOrdersBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  private let account: any CurrentUserProviding
  private let console: any Console

  init(slot: BoardSlot<Never>, account: any CurrentUserProviding, console: any Console) {
    self.slot = slot
    self.account = account
    self.console = console
  }

  func activate(_ input: Void) {
    let email = (try? account.currentUser())?.email.value ?? "nobody"
    console.show("(the orders of \(email) would be listed here)\n")
    slot.complete()
  }
}

/// Registers the pretend orders board behind the signed-in barrier.
struct PretendOrdersModule: ModulePlugin {
  let account: any CurrentUserProviding
  let console: any Console

  func register(in module: inout ModuleRegistration) {
    let (account, console) = (account, console)
    module.board(.orders, requires: [.signedIn]) { slot in
      PretendOrdersBoard(slot: slot, account: account, console: console)
    }
  }
}

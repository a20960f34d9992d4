import Account
import AccountInterface
import AccountTerminalUI
import AccountTesting
import Architecture
import Core

/// The account test solver whose line views ask on a ``HeldConsole``.
struct HeldConsoleDependencies: AccountDependencies {
  let test: TestAccountDependencies
  let held: HeldConsole
  let accountViews: any AccountViewFactory

  @MainActor
  init() {
    test = TestAccountDependencies()
    held = HeldConsole()
    accountViews = AccountLineViewFactory(console: held)
  }

  var account: any AccountService { test.account }
  var signInChanges: Channel<SignInChanged> { test.signInChanges }
  var logger: any Logger { test.logger }
  var clock: any WallClock { test.clock }
  var storage: any DocumentStorage { test.storage }
}

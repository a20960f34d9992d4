import Account
import AccountInterface
import AccountTesting
import Core

/// The account test solver with a ``HeldConsole`` in place of the scripted one.
struct HeldConsoleDependencies: AccountDependencies {
  let test: TestAccountDependencies
  let held: HeldConsole

  @MainActor
  init() {
    test = TestAccountDependencies()
    held = HeldConsole()
  }

  var account: any AccountService { test.account }
  var logger: any Logger { test.logger }
  var clock: any WallClock { test.clock }
  var storage: any DocumentStorage { test.storage }
  var console: any Console { held }
}

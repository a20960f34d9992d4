import AccountInterface
import Core
import CoreTesting
import Payments
import PaymentsTerminalUI
import TerminalUI
import TerminalUITesting

/// An account record that cannot be read, as a corrupt file would be.
struct BrokenAccount: CurrentUserProviding {
  struct Unreadable: Error, CustomStringConvertible {
    var description: String { "/data/account.json is not valid JSON" }
  }

  func currentUser() throws -> User? { throw Unreadable() }
}

/// Payments dependencies over an account that cannot be read, `example.com` allowed.
struct BrokenAccountDependencies: PaymentsDependencies {
  let currentUser: any CurrentUserProviding = BrokenAccount()
  let invoiceDomains: Set<String> = ["example.com"]
  let base: TestBaseDependencies
  var logger: any Logger { base.logger }
  var clock: any WallClock { base.clock }
  var storage: any DocumentStorage { base.storage }
  let paymentsViews: any PaymentsViewFactory

  @MainActor
  init(
    base: TestBaseDependencies = TestBaseDependencies(), console: any Console = ScriptedConsole()
  ) {
    self.base = base
    paymentsViews = PaymentsLineViewFactory(console: console)
  }
}

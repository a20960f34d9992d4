import AccountInterface
import Core
import CoreTesting
import Payments

/// Test dependencies whose current-user provider is chosen by the test.
struct BrokenAccountDependencies: PaymentsDependencies {
  let currentUser: any CurrentUserProviding
  let invoiceDomains: Set<String> = ["example.com"]
  let base = TestBaseDependencies()
  var logger: any Logger { base.logger }
  var clock: any WallClock { base.clock }
  var storage: any DocumentStorage { base.storage }
}

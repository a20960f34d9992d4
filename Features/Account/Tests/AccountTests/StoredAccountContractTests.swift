import Account
import AccountInterface
import AccountInterfaceTesting
import Architecture
import Core
import CoreTesting
import Testing

@Suite("StoredAccount keeps the account's contract")
struct StoredAccountContractTests {
  /// Each rule gets a fresh directory; every account the rule makes is a new instance over it.
  @Test(arguments: AccountServiceContract.rules + AccountServiceContract.persistenceRules)
  func storedAccount(_ rule: AccountServiceContract.Rule) async throws {
    let directory = try TemporaryDirectory(prefix: "AccountContract")
    try await rule.check {
      StoredAccount(
        storage: FileStorage(directory: directory.url), clock: FixedClock(), logger: SpyLogger(),
        changes: Channel())
    }
  }
}

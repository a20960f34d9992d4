import AccountInterface
import AccountInterfaceTesting
import Testing

@Suite("FakeAccount keeps the account's contract")
struct FakeAccountContractTests {
  @Test(arguments: AccountServiceContract.rules)
  func fakeAccount(_ rule: AccountServiceContract.Rule) async throws {
    try await rule.check { FakeAccount() }
  }
}

import PaymentsInterface
import PaymentsInterfaceTesting
import Testing

@Suite("FakePaymentsModule keeps the payment board's contract")
struct FakePaymentsContractTests {
  @Test(arguments: PaymentBoardContract.rules)
  func approving(_ rule: PaymentBoardContract.Rule) async throws {
    try await rule.check { _ in
      let module = FakePaymentsModule(requests: PaymentRequestLog())
      return PaymentBoardContract.Provider(module: module, ledger: module.ledger)
    }
  }

  @Test(arguments: PaymentBoardContract.rules)
  func refusing(_ rule: PaymentBoardContract.Rule) async throws {
    try await rule.check { _ in
      let module = FakePaymentsModule(
        failingWith: .declined("the test refuses every payment"), requests: PaymentRequestLog())
      return PaymentBoardContract.Provider(module: module, ledger: module.ledger)
    }
  }
}

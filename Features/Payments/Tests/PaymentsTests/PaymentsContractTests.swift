import AccountInterfaceTesting
import Payments
import PaymentsInterface
import PaymentsInterfaceTesting
import PaymentsTesting
import TerminalUI
import Testing

@Suite("The payments module keeps the payment board's contract")
struct PaymentsContractTests {
  @Test(arguments: PaymentBoardContract.rules)
  func paymentsModule(_ rule: PaymentBoardContract.Rule) async throws {
    try await rule.check { customer in
      let dependencies = lineDependencies(
        account: FakeAccount(signedInAs: customer.email.value),
        invoiceDomains: [customer.email.domain])
      return PaymentBoardContract.Provider(
        module: PaymentsModule(dependencies: dependencies),
        ledger: StoredPaymentLedger(storage: dependencies.storage), navigation: LineNavigation())
    }
  }
}

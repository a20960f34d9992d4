import Payments
import PaymentsInterface
import PaymentsTesting

/// Makes the router the builder makes, over `dependencies`.
@MainActor
func makeRouter(_ dependencies: TestPaymentsDependencies = TestPaymentsDependencies())
  -> PaymentRouter
{
  PaymentsBuilder(dependencies: dependencies).build(listener: (), id: "payments").flow
    .paymentsContext.router
}

/// The error `body` throws, or `nil` when it returns.
func paymentError(_ body: () throws(PaymentError) -> PaymentReceipt) -> PaymentError? {
  do {
    _ = try body()
    return nil
  } catch {
    return error
  }
}

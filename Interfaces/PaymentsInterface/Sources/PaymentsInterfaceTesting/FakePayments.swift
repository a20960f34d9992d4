import PaymentsInterface
import Synchronization

/// Payments that approve or fail as a test says, and remember every request.
public final class FakePayments: PaymentProcessing {
  private let outcome: PaymentError?
  private let received = Mutex<[PaymentRequest]>([])

  /// Creates payments that approve everything, or fail every request with `failure`.
  public init(failingWith failure: PaymentError? = nil) {
    outcome = failure
  }

  /// Every request so far, oldest first.
  public var requests: [PaymentRequest] { received.withLock { $0 } }

  /// Records the request, then approves it or throws the configured failure.
  public func pay(_ request: PaymentRequest) throws(PaymentError) -> PaymentReceipt {
    received.withLock { $0.append(request) }
    if let outcome { throw outcome }
    let number = received.withLock { $0.count }
    return PaymentReceipt(
      reference: "FAKE-\(number)", method: request.instrument.description, amount: request.amount)
  }
}

import Architecture
import PaymentsInterface

/// Registers a payment board that approves every request, or refuses each with one error, and
/// remembers the requests: for the tests and examples of features that pay (Checkout). It keeps
/// every rule of ``PaymentBoardContract/rules``: a request with an idempotency key is charged
/// at most once, recorded in its ``ledger``.
///
/// It does not model the payment methods' own checks (card number, expiry, amount, the
/// provider's answer, who may pay by invoice): it approves or refuses whatever it is asked.
public struct FakePaymentsModule: ModulePlugin {
  /// The requests the board received, oldest first.
  public let requests: PaymentRequestLog
  /// The payments taken under an idempotency key.
  public let ledger: FakePaymentLedger
  private let failure: PaymentError?

  /// Makes the module.
  /// - Parameters:
  ///   - failure: The error every payment is refused with; `nil` approves them all.
  ///   - requests: Where the requests are recorded.
  ///   - ledger: Where payments taken under a key are recorded; empty by default.
  public init(
    failingWith failure: PaymentError? = nil, requests: PaymentRequestLog,
    ledger: FakePaymentLedger = FakePaymentLedger()
  ) {
    self.failure = failure
    self.requests = requests
    self.ledger = ledger
  }

  /// Registers ``BoardID/payment``.
  public func register(in module: inout ModuleRegistration) {
    let failure = self.failure
    let requests = self.requests
    let ledger = self.ledger
    module.board(.payment) { slot in
      FakePaymentBoard(slot: slot, failure: failure, requests: requests, ledger: ledger)
    }
  }
}

/// The payment requests a fake board received.
@MainActor
public final class PaymentRequestLog {
  /// The requests, oldest first.
  public private(set) var requests: [PaymentRequest] = []
  private let onRequest: (@MainActor () -> Void)?

  /// Makes an empty log.
  /// - Parameter onRequest: Called as each request arrives, while the payment board is active;
  ///   a test can look at the app's state at that moment.
  public init(onRequest: (@MainActor () -> Void)? = nil) {
    self.onRequest = onRequest
  }

  func record(_ request: PaymentRequest) {
    requests.append(request)
    onRequest?()
  }
}

/// Approves or refuses one payment at once, then completes; a key already charged gets its
/// first receipt.
@MainActor
private final class FakePaymentBoard: Board {
  typealias Output = PaymentOutcome
  private let slot: BoardSlot<PaymentOutcome>
  private let failure: PaymentError?
  private let requests: PaymentRequestLog
  private let ledger: FakePaymentLedger

  init(
    slot: BoardSlot<PaymentOutcome>, failure: PaymentError?, requests: PaymentRequestLog,
    ledger: FakePaymentLedger
  ) {
    self.slot = slot
    self.failure = failure
    self.requests = requests
    self.ledger = ledger
  }

  func activate(_ request: PaymentRequest) {
    requests.record(request)
    if let failure {
      slot.send(.refused(failure))
    } else {
      let count = requests.requests.count
      let take = {
        PaymentReceipt(
          reference: "FAKE-\(count)", method: Self.method(of: request), amount: request.amount)
      }
      slot.send(.paid(request.idempotencyKey.map { ledger.charge($0, take) } ?? take()))
    }
    slot.complete()
  }

  /// How a receipt says the request was paid: `card ending 4242`, or `invoice to` the payer.
  private static func method(of request: PaymentRequest) -> String {
    guard case .invoice = request.instrument, let payer = request.payer else {
      return request.instrument.description
    }
    return "invoice to \(payer.email)"
  }
}

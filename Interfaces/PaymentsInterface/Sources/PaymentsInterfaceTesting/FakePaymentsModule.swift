import Architecture
import PaymentsInterface

/// Registers a payment board that approves every request, or refuses each with one error, and
/// remembers the requests, and a payment-method board that answers every question at once: for
/// the tests and examples of features that pay (Checkout). It keeps every rule of
/// ``PaymentBoardContract/rules``: a request with an idempotency key is charged at most once,
/// recorded in its ``ledger``.
///
/// It does not model the payment methods' own checks (card number, expiry, amount, the
/// provider's answer, who may pay by invoice): it approves or refuses whatever it is asked, and
/// shows nothing.
public struct FakePaymentsModule: ModulePlugin {
  /// The requests the board received, oldest first.
  public let requests: PaymentRequestLog
  /// The payments taken under an idempotency key.
  public let ledger: FakePaymentLedger
  /// The questions the payment-method board was asked, and how it answers them.
  public let choices: PaymentMethodChoices
  private let failure: PaymentError?

  /// Makes the module.
  /// - Parameters:
  ///   - failure: The error every payment is refused with; `nil` approves them all.
  ///   - requests: Where the requests are recorded.
  ///   - ledger: Where payments taken under a key are recorded; empty by default.
  ///   - choices: How the payment-method board answers; by default it chooses the current
  ///     instrument, or ``PaymentMethodChoices/approvedCard``.
  public init(
    failingWith failure: PaymentError? = nil, requests: PaymentRequestLog,
    ledger: FakePaymentLedger = FakePaymentLedger(),
    choices: PaymentMethodChoices = PaymentMethodChoices()
  ) {
    self.failure = failure
    self.requests = requests
    self.ledger = ledger
    self.choices = choices
  }

  /// Registers ``BoardID/payment`` and ``BoardID/paymentMethod``.
  public func register(in module: inout ModuleRegistration) {
    let failure = self.failure
    let requests = self.requests
    let ledger = self.ledger
    let choices = self.choices
    module.board(.payment) { slot in
      FakePaymentBoard(slot: slot, failure: failure, requests: requests, ledger: ledger)
    }
    module.board(.paymentMethod) { slot in FakePaymentMethodBoard(slot: slot, choices: choices) }
  }
}

/// The questions a fake payment-method board was asked, and how it answers each: at once,
/// with what ``answer`` makes of the request.
@MainActor
public final class PaymentMethodChoices {
  /// A card the fake payment board approves.
  public static let approvedCard = PaymentInstrument.card(
    CardDetails(number: "4242 4242 4242 4242", expiryMonth: 12, expiryYear: 2039))

  /// The questions asked, oldest first.
  public private(set) var requests: [PaymentMethodRequest] = []
  /// Makes the answer to a question; a test may change it between questions.
  public var answer: @MainActor (PaymentMethodRequest) -> PaymentMethodOutcome

  /// Makes choices that answer with `answer`.
  /// - Parameter answer: The answer to a question; by default the current instrument, or
  ///   ``approvedCard``, chosen.
  public init(
    answer: @escaping @MainActor (PaymentMethodRequest) -> PaymentMethodOutcome = {
      .chosen($0.current ?? PaymentMethodChoices.approvedCard)
    }
  ) {
    self.answer = answer
  }

  func record(_ request: PaymentMethodRequest) -> PaymentMethodOutcome {
    requests.append(request)
    return answer(request)
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

/// Answers a question about how to pay at once, as its choices say, then completes.
@MainActor
private final class FakePaymentMethodBoard: Board {
  typealias Output = PaymentMethodOutcome
  private let slot: BoardSlot<PaymentMethodOutcome>
  private let choices: PaymentMethodChoices

  init(slot: BoardSlot<PaymentMethodOutcome>, choices: PaymentMethodChoices) {
    self.slot = slot
    self.choices = choices
  }

  func activate(_ request: PaymentMethodRequest) {
    slot.send(choices.record(request))
    slot.complete()
  }
}

import AccountInterface
import Architecture
import CatalogInterface
import CoreTesting
import PaymentsInterface
import Testing

/// The promises of the payment board, ``BoardID/payment``, one rule each, for any module that
/// registers it: the fake module's tests and the payments feature's tests run every rule, so
/// the two keep the same promises.
///
/// ```swift
/// @Test(arguments: PaymentBoardContract.rules)
/// func fakeKeepsTheContract(_ rule: PaymentBoardContract.Rule) async throws {
///   try await rule.check { _ in
///     let module = FakePaymentsModule(requests: PaymentRequestLog())
///     return PaymentBoardContract.Provider(module: module, ledger: module.ledger)
///   }
/// }
/// ```
///
/// The rules hold whatever the outcome: each pays with a few cards (one mistyped) and an
/// invoice, and checks every receipt and refusal it gets.
public enum PaymentBoardContract {
  /// What the rules pay through: a module that registers ``BoardID/payment``, the ledger in
  /// which it records the payments it takes under an idempotency key, and where its board
  /// presents what it shows.
  @MainActor
  public struct Provider {
    /// The module that registers the payment board.
    public let module: any ModulePlugin
    /// Where the module's board records payments taken under a key.
    public let ledger: any PaymentLedger
    /// Where the board presents its view, for a board that shows the payment; `nil` for one
    /// that shows nothing. A view shown there must let the board finish on its own (a line
    /// view that prints and leaves), as the rules wait for each payment's end.
    public let navigation: (any NavigationControllable)?

    /// Pairs a module with its ledger and the navigation its board presents on.
    public init(
      module: any ModulePlugin, ledger: any PaymentLedger,
      navigation: (any NavigationControllable)? = nil
    ) {
      self.module = module
      self.ledger = ledger
      self.navigation = navigation
    }
  }

  /// Makes a provider whose module has `customer` signed in and allowed to pay by invoice.
  public typealias MakeModule = @MainActor @Sendable (_ customer: User) -> Provider
  /// A rule of the payment board's contract.
  public typealias Rule = ContractRule<MakeModule>

  /// What every payment board promises.
  public static let rules: [Rule] = [
    Rule("each payment sends one outcome, paid or refused, then the board finishes") { make in
      for payment in try await PaymentBoardSession.payEach(of: requests, with: make) {
        #expect(payment.completion == .finished, "\(payment.request.instrument)")
        #expect(payment.outcomes.count == 1, "\(payment.request.instrument)")
      }
    },
    Rule("a receipt is for the amount the request asked for") { make in
      for payment in try await PaymentBoardSession.payEach(of: requests, with: make) {
        guard case .paid(let receipt) = payment.outcomes.first else { continue }
        #expect(receipt.amount == payment.request.amount, "\(payment.request.instrument)")
      }
    },
    Rule("a card receipt says `card ending` and the number's last four digits") { make in
      for payment in try await PaymentBoardSession.payEach(of: requests, with: make) {
        guard case .paid(let receipt) = payment.outcomes.first,
          case .card(let card) = payment.request.instrument
        else { continue }
        #expect(receipt.method == "card ending \(card.lastFour)")
      }
    },
    Rule("no receipt or refusal shows more of a card number than its last four digits") { make in
      for payment in try await PaymentBoardSession.payEach(of: requests, with: make) {
        guard case .card(let card) = payment.request.instrument else { continue }
        let hidden = String(card.number.dropLast(4))
        for outcome in payment.outcomes {
          let shown =
            switch outcome {
            case .paid(let receipt): "\(receipt.reference) \(receipt.method)"
            case .refused(let error): "\(error)"
            }
          #expect(!shown.contains(hidden), "\(shown)")
        }
      }
    },
    Rule("an invoice receipt is addressed to the payer: `invoice to <address>`") { make in
      for payment in try await PaymentBoardSession.payEach(of: requests, with: make) {
        guard case .paid(let receipt) = payment.outcomes.first,
          payment.request.instrument == .invoice
        else { continue }
        #expect(receipt.method == "invoice to \(customer.email)")
      }
    },
    Rule("no two payments through one board share a reference") { make in
      let payments = try await PaymentBoardSession.payEach(of: requests + requests, with: make)
      let references = payments.compactMap { payment -> String? in
        guard case .paid(let receipt) = payment.outcomes.first else { return nil }
        return receipt.reference
      }
      #expect(Set(references).count == references.count, "\(references)")
    },
    Rule("a payment with an idempotency key is taken at most once: again, it gets its receipt") {
      make in try await takenAtMostOnce(make)
    },
    Rule("the ledger holds each key's receipt once it is paid, and nothing for a refusal") {
      make in try await recordedInTheLedger(make)
    },
  ]

  @MainActor
  private static func takenAtMostOnce(_ make: MakeModule) async throws {
    let provider = make(customer)
    let keyed = requests.enumerated().map { withKey($1, "attempt-\($0)") }
    let payments = try await PaymentBoardSession.payEach(of: keyed + keyed, through: provider)
    for (first, again) in zip(payments.prefix(keyed.count), payments.suffix(keyed.count)) {
      #expect(again.outcomes == first.outcomes, "\(first.request.instrument)")
      #expect(again.completion == .finished)
    }
  }

  @MainActor
  private static func recordedInTheLedger(_ make: MakeModule) async throws {
    let provider = make(customer)
    let keyed = requests.enumerated().map { withKey($1, "attempt-\($0)") }
    for payment in try await PaymentBoardSession.payEach(of: keyed, through: provider) {
      let key = try #require(payment.request.idempotencyKey)
      let recorded = try provider.ledger.receipt(forKey: key)
      switch payment.outcomes.first {
      case .paid(let receipt): #expect(recorded == receipt, "\(key)")
      default: #expect(recorded == nil, "\(key)")
      }
    }
    #expect(try provider.ledger.receipt(forKey: "never-asked") == nil)
  }

  private static func withKey(_ request: PaymentRequest, _ key: String) -> PaymentRequest {
    PaymentRequest(
      amount: request.amount, instrument: request.instrument, payer: request.payer,
      idempotencyKey: key)
  }

  /// The customer every rule signs in: allowed to pay by invoice.
  static let customer = User(email: try! EmailAddress("ada@example.com"))

  /// Three cards that pass every check of a real provider, one mistyped card, and an invoice.
  static let requests = [
    card("4242 4242 4242 4242", cents: 2450), card("5555-5555-5555-4444", cents: 1899),
    card("4111 1111 1111 1112", cents: 2450), card("3782 822463 10005", cents: 990),
    PaymentRequest(
      amount: Money(minorUnits: 12_000, currency: "USD"), instrument: .invoice, payer: customer),
  ]

  private static func card(_ number: String, cents: Int) -> PaymentRequest {
    PaymentRequest(
      amount: Money(minorUnits: cents, currency: "USD"),
      instrument: .card(CardDetails(number: number, expiryMonth: 12, expiryYear: 2039)),
      payer: customer)
  }
}

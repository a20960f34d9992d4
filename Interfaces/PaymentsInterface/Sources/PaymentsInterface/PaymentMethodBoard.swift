import Architecture
import CatalogInterface

/// What the customer is asked to choose a way to pay for.
public struct PaymentMethodRequest: Sendable, Equatable {
  /// How much the customer will pay, shown beside the methods.
  public let amount: Money
  /// What the customer chose before, chosen again when they come back to change it: its method
  /// is selected, and a card's number and expiry are filled in.
  public let current: PaymentInstrument?

  /// Creates a request.
  /// - Parameters:
  ///   - amount: How much the customer will pay.
  ///   - current: What the customer chose before; `nil` the first time.
  public init(amount: Money, current: PaymentInstrument? = nil) {
    self.amount = amount
    self.current = current
  }
}

/// How the customer's choice of a way to pay ended.
public enum PaymentMethodOutcome: Sendable, Equatable {
  /// The customer chose how to pay: a method available to them, and for a card a number and an
  /// expiry that pass the card's checks. Nothing is charged: pay with ``BoardID/payment``.
  case chosen(PaymentInstrument)
  /// The customer went back without choosing: whoever asked shows its previous step.
  case back
  /// The customer gave up choosing: `refusal` is why their last choice was refused, if it was.
  /// A line interface, which cannot correct what it was given, gives up this way.
  case cancelled(refusal: PaymentError?)
}

extension BoardID
where Input == PaymentMethodRequest, Output == PaymentMethodOutcome, Command == Never {
  /// Asks the customer how to pay: the methods available to them (invoice only where it is
  /// allowed) and, for a card, its number and expiry, checked as they are given. Sends one
  /// outcome, having closed its screens, and completes. Charges nothing.
  public static var paymentMethod: Self { BoardID("payment-method") }
}

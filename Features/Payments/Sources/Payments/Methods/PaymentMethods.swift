import Foundation
import PaymentsInterface

/// The shop's payment methods, as one switch over ``PaymentsInterface/PaymentMethod``: who may
/// use each, how each takes a payment, and what the log says of it. A new case of
/// `PaymentMethod` does not compile until each switch here has its branch.
///
/// To add a method: its case in `PaymentMethod` (with its `PaymentInstrument`), a method with
/// its rules in `Methods/` (as ``CardPaymentMethod`` is written, with a static
/// `unavailability(in:)`), and its branch in each switch below. The payment method question
/// lists it where it is available; the payment board takes it.
public struct PaymentMethods: Sendable {
  private let card: CardPaymentMethod
  private let invoice: InvoicePaymentMethod

  /// Makes the methods.
  /// - Parameter references: Numbers the receipts of every method; share one per app run.
  public init(references: ReferenceSequence) {
    card = CardPaymentMethod(references: references)
    invoice = InvoicePaymentMethod(references: references)
  }

  /// Why `method` cannot be used in `state`.
  /// - Parameters:
  ///   - method: The method.
  ///   - state: The signed-in customer and the configuration.
  /// - Returns: A reason for the customer, or `nil` when the method is available.
  public static func unavailability(of method: PaymentMethod, in state: PaymentState) -> String? {
    switch method {
    case .card: CardPaymentMethod.unavailability(in: state)
    case .invoice: InvoicePaymentMethod.unavailability(in: state)
    }
  }

  /// The methods available in `state`, in the order customers see them: `[.card]` while nobody
  /// is signed in.
  /// - Parameter state: The signed-in customer and the configuration.
  /// - Returns: Every method whose ``unavailability(of:in:)`` is `nil`.
  public static func available(in state: PaymentState) -> [PaymentMethod] {
    PaymentMethod.allCases.filter { unavailability(of: $0, in: state) == nil }
  }

  /// Takes a payment with the method its instrument names, available in `state`.
  /// - Parameters:
  ///   - request: The payment.
  ///   - state: The state the method was found available in; an invoice goes to its customer.
  ///   - now: The current time: judges a card's expiry, numbers the reference.
  /// - Returns: The receipt.
  /// - Throws: The method's refusal.
  func pay(_ request: PaymentRequest, in state: PaymentState, at now: Date)
    throws(PaymentError) -> PaymentReceipt
  {
    switch request.instrument.method {
    case .card: try card.pay(request, at: now)
    case .invoice:
      try invoice.pay(request, to: InvoicePaymentMethod.customer(in: state), at: now)
    }
  }

  /// What the log says of a payment taken: `approved $24.50 by card ending 4242 as CARD-…`,
  /// `invoiced $120.00 to ada@example.com as INV-…`.
  static func approval(
    of receipt: PaymentReceipt, for request: PaymentRequest, in state: PaymentState
  ) -> String {
    switch request.instrument.method {
    case .card: "approved \(request.amount) by \(receipt.method) as \(receipt.reference)"
    case .invoice:
      "invoiced \(request.amount) to \(state.user?.email.value ?? "nobody") as \(receipt.reference)"
    }
  }

  /// What the log says of a payment refused: a declined card as the provider said it, any other
  /// refusal with the amount.
  static func refusal(_ error: PaymentError, of request: PaymentRequest) -> String {
    switch (request.instrument.method, error) {
    case (.card, .declined): "\(error)"
    case (.card, _): "refused a card payment of \(request.amount): \(error)"
    case (.invoice, _): "refused an invoice of \(request.amount): \(error)"
    }
  }
}

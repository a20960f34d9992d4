import Architecture

/// How a payment ended: taken, or refused without charging anything.
public enum PaymentOutcome: Sendable, Equatable {
  /// The payment was taken.
  case paid(PaymentReceipt)
  /// The payment was refused; nothing was charged.
  case refused(PaymentError)
}

extension BoardID where Input == PaymentRequest, Output == PaymentOutcome, Command == Never {
  /// Takes one payment with the method the request's instrument names. Each activation sends
  /// exactly one ``PaymentOutcome`` and then finishes: a refusal is an outcome, not a failure of
  /// the board.
  public static var payment: Self { BoardID("payment") }
}

import PaymentsInterface

/// One way of paying, such as card or invoice, offered as a plugin of the payments feature.
///
/// A method is a plain value safe to use from any thread; ``PaymentRouter`` picks one by
/// ``key`` for each request.
public protocol PaymentMethod: Sendable {
  /// The key that selects this method, equal to `PaymentInstrument.methodKey`.
  var key: String { get }

  /// Why the method cannot be used in `state`, or `nil` when it can.
  /// - Parameter state: The signed-in customer and the configuration.
  /// - Returns: A reason for the customer, or `nil`.
  func unavailability(in state: PaymentState) -> String?

  /// Takes the payment. Called only when ``unavailability(in:)`` is `nil` for `state`.
  /// - Parameters:
  ///   - request: What to take and how.
  ///   - state: The signed-in customer and the configuration.
  /// - Returns: The receipt.
  /// - Throws: ``PaymentError``; nothing was charged.
  func pay(_ request: PaymentRequest, in state: PaymentState) throws(PaymentError)
    -> PaymentReceipt
}

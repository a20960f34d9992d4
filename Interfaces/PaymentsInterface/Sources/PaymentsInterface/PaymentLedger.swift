/// The payments a provider took, by idempotency key (``PaymentRequest/idempotencyKey``): what
/// an app asks after an interruption to learn whether a payment it asked for went through, as
/// it would ask a payment server.
///
/// A provider takes a key's payment at most once, so the answer for a key never changes once
/// it is a receipt.
public protocol PaymentLedger: Sendable {
  /// The receipt of the payment taken under `key`, or `nil` when none was.
  /// - Throws: An error if the ledger cannot be read; then nothing is known either way.
  func receipt(forKey key: String) throws -> PaymentReceipt?
}

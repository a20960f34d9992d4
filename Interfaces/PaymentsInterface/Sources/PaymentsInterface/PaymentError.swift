import Core

/// Why a payment was not taken. Nothing was charged.
public enum PaymentError: UserFacingError, Equatable {
  /// The payment details are wrong (bad card number, expired card).
  case invalid(String)
  /// The payment was refused by the provider.
  case declined(String)
  /// The chosen method cannot be used here (for example, invoice for a domain not on the list).
  case methodUnavailable(String)
  /// The payment provider could not take the payment, for a reason of its own (it cannot
  /// record it, it cannot be reached).
  case providerFailed(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .invalid(let reason): "payment details are invalid: \(reason)"
    case .declined(let reason): "payment declined: \(reason)"
    case .methodUnavailable(let reason): "payment method unavailable: \(reason)"
    case .providerFailed(let reason): "the payment provider could not take the payment: \(reason)"
    }
  }
}

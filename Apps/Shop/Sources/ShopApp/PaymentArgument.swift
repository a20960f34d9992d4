import PaymentsInterface

/// Reads the `--pay` value of `checkout`: `card:<number>:<MM/YY>` or `invoice`.
enum PaymentArgument {
  /// The instrument described by `text`.
  /// - Throws: A message saying what is malformed; never echoes the card number.
  static func parse(_ text: String) throws(PaymentArgumentError) -> PaymentInstrument {
    if text == "invoice" { return .invoice }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "card" else {
      throw PaymentArgumentError("--pay takes card:<number>:<MM/YY> or invoice")
    }
    let expiry = parts[2].split(separator: "/", omittingEmptySubsequences: false)
    guard expiry.count == 2, expiry[0].count == 2, expiry[1].count == 2,
      let month = Int(expiry[0]), let year = Int(expiry[1]), (1...12).contains(month)
    else {
      throw PaymentArgumentError("the card expiry must be MM/YY, for example 09/28")
    }
    return .card(CardDetails(number: String(parts[1]), expiryMonth: month, expiryYear: 2000 + year))
  }
}

/// A malformed `--pay` value.
struct PaymentArgumentError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

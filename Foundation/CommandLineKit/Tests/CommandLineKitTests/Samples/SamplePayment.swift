import CommandLineKit

/// How a sample order is paid: a type the kit does not know, read by a parser closure from
/// `card:<number>:<MM/YY>` or `invoice`, as the shop's `--pay` is.
enum SamplePayment: Equatable, Sendable, CustomStringConvertible {
  case card(lastDigits: String, month: Int, year: Int)
  case invoice

  /// The parser `--pay` uses; its errors never repeat the card number.
  static let parser = ValueParser<SamplePayment>(
    valueName: "card:<number>:<MM/YY>|invoice"
  ) { text in
    if text == "invoice" { return .invoice }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "card", !parts[1].isEmpty,
      parts[1].allSatisfy(\.isWholeNumber)
    else {
      throw InvalidValue("--pay takes card:<number>:<MM/YY> or invoice")
    }
    let expiry = parts[2].split(separator: "/", omittingEmptySubsequences: false)
    guard expiry.count == 2, expiry[0].count == 2, expiry[1].count == 2,
      let month = Int(expiry[0]), let year = Int(expiry[1]), (1...12).contains(month)
    else {
      throw InvalidValue("the card expiry must be MM/YY, for example 09/28")
    }
    return .card(lastDigits: String(parts[1].suffix(4)), month: month, year: 2000 + year)
  }

  var description: String {
    switch self {
    case .card(let lastDigits, let month, let year): "card *\(lastDigits) \(month)/\(year)"
    case .invoice: "invoice"
    }
  }
}

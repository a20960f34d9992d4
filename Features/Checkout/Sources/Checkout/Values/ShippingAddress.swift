import CheckoutInterface

/// A shipping address that checkout accepts: one line, trimmed, 5 to 200 characters, no control
/// characters (tabs, line breaks, escapes).
struct ShippingAddress: Sendable, Hashable, CustomStringConvertible {
  /// The fewest characters an address may have.
  static let minimumLength = 5
  /// The most characters an address may have.
  static let maximumLength = 200

  /// The address, trimmed.
  let text: String

  /// Validates `text` as a shipping address after trimming spaces and line breaks at both ends.
  /// - Parameter text: The address as typed.
  /// - Throws: ``CheckoutError/invalidAddress(_:)`` saying what is wrong.
  init(_ text: String) throws(CheckoutError) {
    let trimmed = String(
      text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    guard !trimmed.isEmpty else { throw .invalidAddress("it is empty") }
    let controls = trimmed.unicodeScalars.filter { $0.properties.generalCategory == .control }
    if let control = controls.first {
      let code = String(control.value, radix: 16, uppercase: true)
      throw .invalidAddress(
        "it contains a control character (U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code));"
          + " write it on one line")
    }
    guard trimmed.count >= Self.minimumLength else {
      let count = trimmed.count == 1 ? "1 character" : "\(trimmed.count) characters"
      throw .invalidAddress("it is too short (\(count), at least \(Self.minimumLength))")
    }
    guard trimmed.count <= Self.maximumLength else {
      throw .invalidAddress(
        "it is too long (\(trimmed.count) characters, at most \(Self.maximumLength))")
    }
    self.text = trimmed
  }

  /// The address.
  var description: String { text }
}

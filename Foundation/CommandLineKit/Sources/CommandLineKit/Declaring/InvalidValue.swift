/// Thrown by a ``ValueParser`` to say why a word is not a valid value.
///
/// The parser turns it into a ``CommandLineError`` of kind
/// ``CommandLineError/Kind/invalidValue``: `invalid value for --pay: <reason>`.
public struct InvalidValue: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, as a clause that can follow "invalid value for --name: ".
  public let reason: String
  /// A close allowed value, when the word looks like a typo of one.
  public let suggestion: String?

  /// Makes the error.
  /// - Parameters:
  ///   - reason: What is wrong; it may quote the word when that is safe to print.
  ///   - suggestion: A close allowed value, shown as "did you mean ...?".
  public init(_ reason: String, suggestion: String? = nil) {
    self.reason = reason
    self.suggestion = suggestion
  }

  /// The reason.
  public var description: String { reason }
}

extension InvalidValue {
  /// The error of a word that is not one of the allowed words, with the closest one suggested.
  static func notOneOf(_ words: [String], text: String) -> InvalidValue {
    InvalidValue(
      "\(text.debugDescription) is not one of \(words.joined(separator: ", "))",
      suggestion: NearMiss.closest(to: text, among: words))
  }
}

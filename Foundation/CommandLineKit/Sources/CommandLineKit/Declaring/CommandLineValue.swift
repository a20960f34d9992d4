/// A type that can be read from one command-line word, so that ``Argument`` and ``Option`` can
/// declare it without naming a parser. Values are plain data, so the type is `Sendable`.
///
/// `String` and `Int` conform. An enumeration of allowed words conforms by declaring it; the
/// allowed values then appear in the help, in suggestions and in completions:
///
/// ```swift
/// enum GraphFormat: String, CaseIterable, CommandLineValue {
///   case mermaid, dot, json
/// }
/// ```
public protocol CommandLineValue: Sendable {
  /// The parser used when a declaration names no other.
  static var commandLineParser: ValueParser<Self> { get }
}

extension String: CommandLineValue {
  /// Any text, called `text` in usage lines.
  public static var commandLineParser: ValueParser<String> {
    ValueParser(valueName: "text") { $0 }
  }
}

extension Int: CommandLineValue {
  /// A whole number in decimal, called `number`.
  public static var commandLineParser: ValueParser<Int> {
    ValueParser(valueName: "number") { text in
      guard let value = Int(text) else {
        throw InvalidValue("\(text.debugDescription) is not a whole number")
      }
      return value
    }
  }
}

extension CommandLineValue where Self: RawRepresentable & CaseIterable, RawValue == String {
  /// One of the cases' raw values, spelled exactly; usage lines show `<a|b|c>`.
  public static var commandLineParser: ValueParser<Self> {
    let words = allCases.map(\.rawValue)
    return ValueParser(
      valueName: words.joined(separator: "|"), allowedValues: words, describe: \.rawValue
    ) { text in
      guard let value = Self(rawValue: text) else { throw InvalidValue.notOneOf(words, text: text) }
      return value
    }
  }
}

/// How the text of an argument or option becomes a typed value, and how the help and the
/// completion scripts describe it.
///
/// Types that conform to ``CommandLineValue`` bring their own parser; a parser also reads types
/// the program does not own, such as a payment instrument written `card:<number>:<MM/YY>`:
///
/// ```swift
/// let positive = ValueParser<Int>(valueName: "count") { text in
///   guard let value = Int(text), value >= 1 else {
///     throw InvalidValue("the count must be a whole number from 1")
///   }
///   return value
/// }
/// ```
public struct ValueParser<Value>: Sendable {
  /// What the value is called in usage lines: `text` in `--address <text>`.
  public let valueName: String
  /// The only texts accepted, for help, suggestions and completions; empty when any text goes.
  public let allowedValues: [String]
  /// What shells offer when completing the value.
  public let completion: ValueCompletion
  /// How a value is shown as a default in the help.
  let describe: @Sendable (Value) -> String
  let parse: @Sendable (String) throws -> Value

  /// Makes a parser from a closure.
  /// - Parameters:
  ///   - valueName: What the value is called in usage lines, without angle brackets.
  ///   - allowedValues: The only texts accepted, if the set is fixed; shown by the help and
  ///     offered by completions. The closure still decides what parses.
  ///   - completion: What shells offer; the allowed values when there are some, else nothing.
  ///   - describe: How a default value is shown in the help; its `description` by default.
  ///   - parse: Reads one word. Throw ``InvalidValue`` to say what is wrong; any other error is
  ///     shown through its description. The message never repeats the word by itself, so a
  ///     parser of secrets (card numbers) can keep them out of error messages.
  public init(
    valueName: String, allowedValues: [String] = [], completion: ValueCompletion? = nil,
    describe: @escaping @Sendable (Value) -> String = { String(describing: $0) },
    parse: @escaping @Sendable (String) throws -> Value
  ) {
    self.valueName = valueName
    self.allowedValues = allowedValues
    self.completion = completion ?? (allowedValues.isEmpty ? .none : .words(allowedValues))
    self.describe = describe
    self.parse = parse
  }

  /// Reads `text` with this parser; what a test or a program's own prompt can use directly.
  /// - Throws: What the parse closure throws.
  public func value(from text: String) throws -> Value {
    try parse(text)
  }

  /// The same parser, then a transformation of its value; the allowed values and the
  /// completion stay.
  /// - Parameters:
  ///   - describe: How the new value is shown as a default.
  ///   - transform: Makes the new value; may throw ``InvalidValue``.
  public func map<NewValue>(
    describe: @escaping @Sendable (NewValue) -> String = { String(describing: $0) },
    _ transform: @escaping @Sendable (Value) throws -> NewValue
  ) -> ValueParser<NewValue> {
    let parse = self.parse
    return ValueParser<NewValue>(
      valueName: valueName, allowedValues: allowedValues, completion: completion,
      describe: describe
    ) { try transform(try parse($0)) }
  }
}

/// A positional argument of a command, such as `<sku>` in `shop cart add <sku> [<quantity>]`.
///
/// The type you declare is the type the handler reads from the ``Invocation``, and it decides
/// how many words the argument takes:
///
/// ```swift
/// let sku = Argument<String>("sku", summary: "the product's code")           // <sku>
/// let quantity = Argument<Int>("quantity", default: 1, summary: "how many")  // [<quantity>]
/// let category = Argument<String?>("category", summary: "a category")        // [<category>]
/// let words = Argument<[String]>("words", minimumCount: 1, summary: "...")   // <words> ...
/// ```
///
/// A command takes its required arguments first, then the optional ones, then at most one
/// variadic argument, which takes every remaining word.
public struct Argument<Value>: CommandParameter {
  /// The name, the help text and how the words are read.
  public let declaration: ParameterDeclaration

  private init(_ declaration: ParameterDeclaration) {
    self.declaration = declaration
  }
}

extension Argument {
  /// A required argument read with `parser`.
  /// - Parameters:
  ///   - name: The name shown as `<name>` in usage lines and help.
  ///   - parser: Reads the word.
  ///   - summary: One line for the help.
  public init(_ name: String, parser: ValueParser<Value>, summary: String) {
    self.init(
      ParameterDeclaration(
        role: .argument, name: name, summary: summary, parser: parser, isRequired: true,
        isRepeatable: false, minimumCount: 1, combine: { $0[0] }))
  }

  /// An optional argument read with `parser`, `default` when it is not given.
  /// - Parameters:
  ///   - name: The name shown as `[<name>]`.
  ///   - default: The value when the word is missing; the help shows it.
  ///   - parser: Reads the word.
  ///   - summary: One line for the help.
  public init(_ name: String, default: Value, parser: ValueParser<Value>, summary: String)
  where Value: Sendable {
    self.init(
      ParameterDeclaration(
        role: .argument, name: name, summary: summary, parser: parser, isRequired: false,
        isRepeatable: false, defaultDescription: parser.describe(`default`),
        combine: { $0.first ?? `default` }))
  }

  /// An optional argument read with `parser`, `nil` when it is not given.
  /// - Parameters:
  ///   - name: The name shown as `[<name>]`.
  ///   - parser: Reads the word.
  ///   - summary: One line for the help.
  public init<Wrapped>(_ name: String, parser: ValueParser<Wrapped>, summary: String)
  where Value == Wrapped? {
    self.init(
      ParameterDeclaration(
        role: .argument, name: name, summary: summary, parser: parser, isRequired: false,
        isRepeatable: false, combine: { $0.first as Wrapped? as Any }))
  }

  /// A variadic argument read with `parser`: every remaining word, in order.
  /// - Parameters:
  ///   - name: The name shown as `<name> ...`, or `[<name> ...]` when it may be empty.
  ///   - minimumCount: The fewest words accepted.
  ///   - parser: Reads each word.
  ///   - summary: One line for the help.
  public init<Element>(
    _ name: String, minimumCount: Int = 0, parser: ValueParser<Element>, summary: String
  ) where Value == [Element] {
    self.init(
      ParameterDeclaration(
        role: .argument, name: name, summary: summary, parser: parser,
        isRequired: minimumCount > 0, isRepeatable: true, minimumCount: minimumCount,
        combine: { $0 }))
  }
}

extension Argument where Value: CommandLineValue {
  /// A required argument of a ``CommandLineValue`` type.
  /// - Parameters:
  ///   - name: The name shown as `<name>`.
  ///   - summary: One line for the help.
  public init(_ name: String, summary: String) {
    self.init(name, parser: Value.commandLineParser, summary: summary)
  }

  /// An optional argument of a ``CommandLineValue`` type, `default` when it is not given.
  /// - Parameters:
  ///   - name: The name shown as `[<name>]`.
  ///   - default: The value when the word is missing; the help shows it.
  ///   - summary: One line for the help.
  public init(_ name: String, default: Value, summary: String) where Value: Sendable {
    self.init(name, default: `default`, parser: Value.commandLineParser, summary: summary)
  }
}

extension Argument {
  /// An optional argument of a ``CommandLineValue`` type, `nil` when it is not given.
  /// - Parameters:
  ///   - name: The name shown as `[<name>]`.
  ///   - summary: One line for the help.
  public init<Wrapped: CommandLineValue>(_ name: String, summary: String)
  where Value == Wrapped? {
    self.init(name, parser: Wrapped.commandLineParser, summary: summary)
  }

  /// A variadic argument of a ``CommandLineValue`` type: every remaining word, in order.
  /// - Parameters:
  ///   - name: The name shown as `<name> ...`, or `[<name> ...]` when it may be empty.
  ///   - minimumCount: The fewest words accepted.
  ///   - summary: One line for the help.
  public init<Element: CommandLineValue>(_ name: String, minimumCount: Int = 0, summary: String)
  where Value == [Element] {
    self.init(
      name, minimumCount: minimumCount, parser: Element.commandLineParser, summary: summary)
  }
}

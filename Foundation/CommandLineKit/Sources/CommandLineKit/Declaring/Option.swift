/// A named option with a value, such as `--address <text>`, given as `--address value` or
/// `--address=value`, before or after the command's other words.
///
/// The type you declare is the type the handler reads from the ``Invocation``:
///
/// ```swift
/// let address = Option<String>("address", valueName: "text", summary: "...")  // required
/// let format = Option<GraphFormat>("format", default: .mermaid, summary: "...")
/// let focus = Option<String?>("focus", valueName: "package", summary: "...")
/// let flags = Option<[String]>("flag", valueName: "name=value", summary: "...")  // repeatable
/// ```
///
/// A required option missing from the command line is a usage error. An optional option given
/// twice keeps the last value; a repeatable one keeps every value, in order. An option declared
/// on a command is also accepted by all of its subcommands; the root command's options are the
/// program's global options.
public struct Option<Value>: CommandParameter {
  /// The names, the help text and how the value is read.
  public let declaration: ParameterDeclaration

  private init(_ declaration: ParameterDeclaration) {
    self.declaration = declaration
  }
}

extension Option {
  /// A required option read with `parser`.
  /// - Parameters:
  ///   - name: The long name, without dashes: `address` for `--address`.
  ///   - short: A one-letter name, `C` for `-C`.
  ///   - valueName: What the value is called in usage lines; the parser's name by default.
  ///   - parser: Reads the value.
  ///   - summary: One line for the help.
  public init(
    _ name: String, short: Character? = nil, valueName: String? = nil,
    parser: ValueParser<Value>, summary: String
  ) {
    self.init(
      ParameterDeclaration(
        role: .option, name: name, shortName: short, summary: summary, valueName: valueName,
        parser: parser, isRequired: true, isRepeatable: false, combine: { $0[$0.count - 1] }))
  }

  /// An option read with `parser`, `default` when it is not given.
  /// - Parameters:
  ///   - name: The long name, without dashes.
  ///   - short: A one-letter name.
  ///   - valueName: What the value is called in usage lines; the parser's name by default.
  ///   - default: The value when the option is missing; the help shows it.
  ///   - parser: Reads the value.
  ///   - summary: One line for the help.
  public init(
    _ name: String, short: Character? = nil, valueName: String? = nil, default: Value,
    parser: ValueParser<Value>, summary: String
  ) where Value: Sendable {
    self.init(
      ParameterDeclaration(
        role: .option, name: name, shortName: short, summary: summary, valueName: valueName,
        parser: parser, isRequired: false, isRepeatable: false,
        defaultDescription: parser.describe(`default`), combine: { $0.last ?? `default` }))
  }

  /// An option read with `parser`, `nil` when it is not given.
  /// - Parameters:
  ///   - name: The long name, without dashes.
  ///   - short: A one-letter name.
  ///   - valueName: What the value is called in usage lines; the parser's name by default.
  ///   - parser: Reads the value.
  ///   - summary: One line for the help.
  public init<Wrapped>(
    _ name: String, short: Character? = nil, valueName: String? = nil,
    parser: ValueParser<Wrapped>, summary: String
  ) where Value == Wrapped? {
    self.init(
      ParameterDeclaration(
        role: .option, name: name, shortName: short, summary: summary, valueName: valueName,
        parser: parser, isRequired: false, isRepeatable: false,
        combine: { $0.last as Wrapped? as Any }))
  }

  /// A repeatable option read with `parser`: every value given, in order; empty when none.
  /// - Parameters:
  ///   - name: The long name, without dashes.
  ///   - short: A one-letter name.
  ///   - valueName: What the value is called in usage lines; the parser's name by default.
  ///   - parser: Reads each value.
  ///   - summary: One line for the help.
  public init<Element>(
    _ name: String, short: Character? = nil, valueName: String? = nil,
    parser: ValueParser<Element>, summary: String
  ) where Value == [Element] {
    self.init(
      ParameterDeclaration(
        role: .option, name: name, shortName: short, summary: summary, valueName: valueName,
        parser: parser, isRequired: false, isRepeatable: true, combine: { $0 }))
  }
}

extension Option where Value: CommandLineValue {
  /// A required option of a ``CommandLineValue`` type.
  /// - Parameters:
  ///   - name: The long name, without dashes.
  ///   - short: A one-letter name.
  ///   - valueName: What the value is called in usage lines; the type's name by default.
  ///   - summary: One line for the help.
  public init(
    _ name: String, short: Character? = nil, valueName: String? = nil, summary: String
  ) {
    self.init(
      name, short: short, valueName: valueName, parser: Value.commandLineParser,
      summary: summary)
  }

  /// An option of a ``CommandLineValue`` type, `default` when it is not given.
  /// - Parameters:
  ///   - name: The long name, without dashes.
  ///   - short: A one-letter name.
  ///   - valueName: What the value is called in usage lines; the type's name by default.
  ///   - default: The value when the option is missing; the help shows it.
  ///   - summary: One line for the help.
  public init(
    _ name: String, short: Character? = nil, valueName: String? = nil, default: Value,
    summary: String
  ) where Value: Sendable {
    self.init(
      name, short: short, valueName: valueName, default: `default`,
      parser: Value.commandLineParser, summary: summary)
  }
}

extension Option {
  /// An option of a ``CommandLineValue`` type, `nil` when it is not given.
  /// - Parameters:
  ///   - name: The long name, without dashes.
  ///   - short: A one-letter name.
  ///   - valueName: What the value is called in usage lines; the type's name by default.
  ///   - summary: One line for the help.
  public init<Wrapped: CommandLineValue>(
    _ name: String, short: Character? = nil, valueName: String? = nil, summary: String
  ) where Value == Wrapped? {
    self.init(
      name, short: short, valueName: valueName, parser: Wrapped.commandLineParser,
      summary: summary)
  }

  /// A repeatable option of a ``CommandLineValue`` type: every value given, in order.
  /// - Parameters:
  ///   - name: The long name, without dashes.
  ///   - short: A one-letter name.
  ///   - valueName: What the value is called in usage lines; the type's name by default.
  ///   - summary: One line for the help.
  public init<Element: CommandLineValue>(
    _ name: String, short: Character? = nil, valueName: String? = nil, summary: String
  ) where Value == [Element] {
    self.init(
      name, short: short, valueName: valueName, parser: Element.commandLineParser,
      summary: summary)
  }
}

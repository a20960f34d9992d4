/// The untyped description of one ``Argument``, ``Option`` or ``Flag``: its names, its help
/// text, how many values it takes and how its text becomes a value.
///
/// The public properties are there for tools that read a program's declarations, such as the
/// random argument vectors of `CommandLineKitTesting`; declarations are made by the typed
/// initializers of ``Argument``, ``Option`` and ``Flag``.
public struct ParameterDeclaration: Sendable {
  /// What kind of word the parameter is on the command line.
  public enum Role: Sendable, Equatable {
    /// A positional word, such as `<sku>`.
    case argument
    /// A named option followed by a value, such as `--address <text>`.
    case option
    /// A named option without a value, such as `--check`.
    case flag
  }

  /// Whether it is positional, an option with a value or a flag.
  public let role: Role
  /// The name without dashes: `sku` for `<sku>`, `data-dir` for `--data-dir`.
  public let name: String
  /// The one-letter name of an option or flag (`C` for `-C`), if it has one.
  public let shortName: Character?
  /// One line for the help.
  public let summary: String
  /// What the value is called in usage lines, `text` in `--address <text>`; empty for a flag.
  public let valueName: String
  /// The only values accepted, for help, suggestions and completions; empty when any text goes.
  public let allowedValues: [String]
  /// Whether the command line must give it: a required argument or option, or a variadic
  /// argument with a minimum count above zero.
  public let isRequired: Bool
  /// Whether it takes many values: an option that may be repeated, or the remaining arguments.
  public let isRepeatable: Bool
  /// The fewest values a variadic argument takes; 1 for a required argument, 0 otherwise.
  let minimumCount: Int
  /// The default shown by the help, if the parameter has one.
  let defaultDescription: String?
  /// What shells offer for its value.
  let completion: ValueCompletion
  /// Turns one word into a value; throws what the value parser throws.
  let parse: @Sendable (String) throws -> Any
  /// Turns the parsed values, in command-line order, into the value the handler reads.
  let combine: @Sendable ([Any]) -> Any

  init<Element>(
    role: Role, name: String, shortName: Character? = nil, summary: String,
    valueName: String? = nil, parser: ValueParser<Element>, isRequired: Bool,
    isRepeatable: Bool, minimumCount: Int = 0, defaultDescription: String? = nil,
    combine: @escaping @Sendable ([Element]) -> Any
  ) {
    self.role = role
    self.name = name
    self.shortName = shortName
    self.summary = summary
    self.valueName = valueName ?? parser.valueName
    self.allowedValues = parser.allowedValues
    self.isRequired = isRequired
    self.isRepeatable = isRepeatable
    self.minimumCount = minimumCount
    self.defaultDescription = defaultDescription
    self.completion = parser.completion
    self.parse = { try parser.parse($0) }
    self.combine = { values in combine(values.map { $0 as! Element }) }
  }

  /// The declaration of a flag: no value, read as whether it was given.
  init(flagNamed name: String, shortName: Character?, summary: String) {
    self.init(
      role: .flag, name: name, shortName: shortName, summary: summary, valueName: "",
      parser: ValueParser<Bool>(valueName: "") { _ in true }, isRequired: false,
      isRepeatable: false, combine: { !$0.isEmpty })
  }

  /// How an option or flag is written on the command line: `--root`, then `-C` if it has a
  /// short name; empty for an argument.
  public var spellings: [String] {
    guard role != .argument else { return [] }
    return ["--\(name)"] + (shortName.map { ["-\($0)"] } ?? [])
  }

  /// How the parameter is spelled in help and messages, `<sku>` or `--address`; also the key
  /// of its value in an ``Invocation``, since names are unique on every command path.
  var displayName: String {
    role == .argument ? "<\(name)>" : "--\(name)"
  }
}

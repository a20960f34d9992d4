/// A named option without a value, such as `--check`; the handler reads whether it was given.
///
/// ```swift
/// let check = Flag("check", summary: "change nothing; report what is out of date")
/// ```
///
/// Giving a flag twice is the same as giving it once; `--check=yes` is a usage error.
public struct Flag: CommandParameter {
  /// The names and the help text.
  public let declaration: ParameterDeclaration

  /// Declares a flag.
  /// - Parameters:
  ///   - name: The long name, without dashes: `check` for `--check`.
  ///   - short: A one-letter name, `v` for `-v`.
  ///   - summary: One line for the help.
  public init(_ name: String, short: Character? = nil, summary: String) {
    declaration = ParameterDeclaration(flagNamed: name, shortName: short, summary: summary)
  }
}

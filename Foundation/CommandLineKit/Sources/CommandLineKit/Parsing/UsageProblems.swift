/// The usage errors the parser reports, each with its one-line problem, its hint and, for a
/// mistyped name, the closest declared one.
extension CommandLineError {
  /// A word that names no command (at the root) or no subcommand (under a group).
  static func unknownName<Action>(_ word: String, under path: CommandPath<Action>)
    -> CommandLineError
  {
    let suggestion = NearMiss.closest(to: word, among: path.leaf.subcommands.map(\.name))
    if !path.leaf.isGroup {
      return CommandLineError(
        "'\(path.display)' has no subcommand \(word.debugDescription)",
        hint: "run '\(path.names[0]) help' to see the commands", kind: .unknownSubcommand)
    }
    if path.isRoot {
      return CommandLineError(
        "unknown command \(word.debugDescription)", hint: helpHint(for: path),
        kind: .unknownCommand, suggestion: suggestion)
    }
    return CommandLineError(
      "unknown subcommand \(word.debugDescription) for '\(path.display)'",
      hint: helpHint(for: path), kind: .unknownSubcommand, suggestion: suggestion)
  }

  /// A group without an action, given no subcommand.
  static func missingCommand<Action>(under path: CommandPath<Action>) -> CommandLineError {
    let names = path.leaf.subcommands.map(\.name).joined(separator: ", ")
    let problem =
      path.isRoot
      ? "no command given; the commands are \(names)"
      : "'\(path.display)' needs a subcommand: \(names)"
    return CommandLineError(problem, hint: helpHint(for: path), kind: .missingCommand)
  }

  /// A word that starts with a dash but is no option accepted here.
  /// - Parameter spelled: The option as typed without its value, `--adress` for
  ///   `--adress=x`, so a value (which may be a secret) is never repeated.
  static func unknownOption<Action>(_ spelled: String, at path: CommandPath<Action>)
    -> CommandLineError
  {
    var hint = usageHint(for: path)
    if spelled.hasPrefix("--"), let owner = path.descendant(declaring: String(spelled.dropFirst(2)))
    {
      hint =
        "\(spelled) is an option of '\(owner.joined(separator: " "))'; give it after "
        + "\(owner.last.map { "'\($0)'" } ?? "the subcommand")"
    }
    return CommandLineError(
      "unknown option \(spelled.debugDescription) for '\(path.display)'", hint: hint,
      kind: .unknownOption, suggestion: NearMiss.closest(to: spelled, among: path.optionSpellings))
  }

  /// An option whose value is missing.
  static func missingValue<Action>(for option: ParameterDeclaration, at path: CommandPath<Action>)
    -> CommandLineError
  {
    CommandLineError(
      "--\(option.name) needs a value <\(option.valueName)>", hint: usageHint(for: path),
      kind: .missingValue)
  }

  /// A flag given a value.
  static func unexpectedValue<Action>(for flag: ParameterDeclaration, at path: CommandPath<Action>)
    -> CommandLineError
  {
    CommandLineError(
      "--\(flag.name) takes no value", hint: usageHint(for: path), kind: .unexpectedValue)
  }

  /// A word the parameter's parser refused.
  static func invalidValue<Action>(
    for parameter: ParameterDeclaration, error: any Error, at path: CommandPath<Action>
  ) -> CommandLineError {
    let invalid = error as? InvalidValue
    let reason = invalid?.reason ?? String(describing: error)
    return CommandLineError(
      "invalid value for \(parameter.displayName): \(reason)", hint: usageHint(for: path),
      kind: .invalidValue, suggestion: invalid?.suggestion)
  }

  /// A required argument, or too few words for a variadic one.
  static func missingArgument<Action>(
    _ argument: ParameterDeclaration, at path: CommandPath<Action>
  ) -> CommandLineError {
    let problem =
      argument.minimumCount > 1
      ? "'\(path.display)' needs at least \(argument.minimumCount) \(argument.displayName)"
      : "'\(path.display)' needs \(argument.displayName)"
    return CommandLineError(problem, hint: usageHint(for: path), kind: .missingArgument)
  }

  /// A required option.
  static func missingOption<Action>(_ option: ParameterDeclaration, at path: CommandPath<Action>)
    -> CommandLineError
  {
    CommandLineError(
      "'\(path.display)' needs --\(option.name) <\(option.valueName)>",
      hint: usageHint(for: path), kind: .missingOption)
  }

  /// A word beyond the command's arguments.
  static func unexpectedArgument<Action>(_ word: String, at path: CommandPath<Action>)
    -> CommandLineError
  {
    CommandLineError(
      "unexpected argument \(word.debugDescription) for '\(path.display)'",
      hint: usageHint(for: path), kind: .unexpectedArgument)
  }

  /// `usage: <the command's synopsis>`.
  static func usageHint<Action>(for path: CommandPath<Action>) -> String {
    "usage: \(UsageLine.of(path))"
  }

  /// Which help lists the commands or subcommands here.
  static func helpHint<Action>(for path: CommandPath<Action>) -> String {
    path.isRoot
      ? "run '\(path.helpCommand)' to see the commands"
      : "run '\(path.helpCommand)' to see its subcommands"
  }
}

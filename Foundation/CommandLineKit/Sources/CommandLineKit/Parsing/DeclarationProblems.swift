/// Finds the mistakes in a program's declarations that would make its command line ambiguous
/// or its help wrong. They are programming errors: ``CommandLineProgram`` stops on them.
enum DeclarationProblems {
  /// One sentence per problem, each naming the command; empty when the declarations are sound.
  static func of<Action>(_ root: Command<Action>) -> [String] {
    var problems: [String] = []
    for name in BuiltInCommand.reservedNames
    where root.subcommands.contains(where: { $0.name == name }) {
      problems.append("'\(root.name) \(name)' is reserved for the built-in command")
    }
    check(root, names: [root.name], inherited: [], into: &problems)
    return problems
  }

  private static func check<Action>(
    _ command: Command<Action>, names: [String], inherited: [ParameterDeclaration],
    into problems: inout [String]
  ) {
    let here = "'\(names.joined(separator: " "))'"
    if !isValidName(command.name) {
      problems.append("\(here): a command name is letters, digits, '-', '_' and '.'")
    }
    if !command.isGroup, command.action == nil {
      problems.append("\(here) has neither subcommands nor an action")
    }
    for duplicate in duplicates(command.subcommands.map(\.name)) {
      problems.append("\(here) has two subcommands named \(duplicate)")
    }
    checkOptions(command.options, inherited: inherited, at: here, into: &problems)
    checkArguments(command, at: here, into: &problems)
    for subcommand in command.subcommands {
      check(
        subcommand, names: names + [subcommand.name], inherited: inherited + command.options,
        into: &problems)
    }
  }

  private static func checkOptions(
    _ options: [ParameterDeclaration], inherited: [ParameterDeclaration], at here: String,
    into problems: inout [String]
  ) {
    for option in options {
      if !isValidName(option.name) || option.name == "help" {
        problems.append("\(here): --\(option.name) is not a valid or free option name")
      }
      if let short = option.shortName, !(short.isASCII && short.isLetter) || short == "h" {
        problems.append("\(here): -\(short) is not a valid or free short name")
      }
    }
    let all = inherited + options
    for duplicate in duplicates(all.map(\.name)) {
      problems.append("\(here) accepts two options named --\(duplicate)")
    }
    for duplicate in duplicates(all.compactMap(\.shortName).map(String.init)) {
      problems.append("\(here) accepts two options named -\(duplicate)")
    }
  }

  private static func checkArguments<Action>(
    _ command: Command<Action>, at here: String, into problems: inout [String]
  ) {
    let arguments = command.arguments
    if command.isGroup, !arguments.isEmpty {
      problems.append("\(here) has subcommands, so it cannot take arguments")
    }
    for duplicate in duplicates(arguments.map(\.name)) {
      problems.append("\(here) has two arguments named <\(duplicate)>")
    }
    for argument in arguments where !isValidName(argument.name) {
      problems.append("\(here): <\(argument.name)> is not a valid argument name")
    }
    for (earlier, later) in zip(arguments, arguments.dropFirst()) {
      if earlier.isRepeatable {
        problems.append("\(here): <\(earlier.name)> takes the remaining words, so it comes last")
      } else if !earlier.isRequired, later.isRequired {
        problems.append("\(here): required <\(later.name)> comes after optional <\(earlier.name)>")
      }
    }
  }

  /// Letters, digits, `-`, `_` and `.`, not starting with `-`: safe in usage lines and in the
  /// generated shell scripts.
  static func isValidName(_ name: String) -> Bool {
    guard let first = name.first, first != "-" else { return false }
    return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
  }

  private static func duplicates(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    var reported: Set<String> = []
    return names.filter { !seen.insert($0).inserted && reported.insert($0).inserted }
  }
}

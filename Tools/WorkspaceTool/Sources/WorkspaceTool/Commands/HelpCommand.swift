/// `mf help [command]`: the overview, or the help of one command.
struct HelpCommand: Command {
  let name = "help"
  let summary = "Show this overview, or the help of one command"
  let help = """
    USAGE: mf help [command]

    Shows the list of commands, or the full help of one command (same as `mf <command> --help`).

    """

  /// The text of `mf help` with no command.
  static var overview: String {
    let width = CommandLineTool.commands.map(\.name.count).max() ?? 0
    let lines = CommandLineTool.commands.map {
      "  " + $0.name.padding(toLength: width + 2) + $0.summary
    }
    return """
      mf: the workspace tool. It reads the graph from the root Package.swift.

      USAGE: mf [--root PATH] <command> [options]

      COMMANDS:
      \(lines.joined(separator: "\n"))

      OPTIONS:
        --root PATH, -C PATH  The workspace root (default: found from the current folder up).
        --help, -h            Show the help of a command.

      Exit codes: 0 success, 1 failure, 2 usage error.

      """
  }

  func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    let parsed = try ArgumentList(arguments, command: name, flags: [], options: [])
    try parsed.expectPositionals(atMost: 1, command: name)
    guard let topic = parsed.positionals.first else {
      context.output.write(Self.overview)
      return 0
    }
    guard let command = CommandLineTool.commands.first(where: { $0.name == topic }) else {
      throw ToolError.usage(
        "no command named \(topic.quoted)", hint: "`mf help` lists the commands")
    }
    context.output.write(command.help)
    return 0
  }
}

extension String {
  /// The string padded with spaces on the right to `length` characters.
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}

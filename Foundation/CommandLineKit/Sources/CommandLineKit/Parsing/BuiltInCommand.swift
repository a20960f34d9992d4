/// The commands every program gets from its declarations: `help` and `completions`.
enum BuiltInCommand: Sendable {
  /// `help [<command> ...]`.
  case help
  /// `completions <bash|zsh>`.
  case completions

  /// The words a program may not use for its own top-level commands.
  static let reservedNames = ["help", "completions"]

  /// The argument of `help`: the command and subcommands to explain.
  static let helpTopic = Argument<[String]>(
    "command", summary: "the command to explain, and its subcommand")

  /// The argument of `completions`.
  static let shell = Argument<Shell>("shell", summary: "the shell to write the script for")
}

extension Command {
  /// `help [<command> ...]`: the overview, or the help of one command.
  static var help: Command {
    Command(
      "help", summary: "show the commands, or the help of one command",
      discussion: "Same as '--help' or '-h' after the command.",
      parameters: [BuiltInCommand.helpTopic], subcommands: [], action: nil, builtIn: .help)
  }

  /// `completions <shell>`: a completion script made from the declarations.
  static func completions(program: String) -> Command {
    Command(
      "completions", summary: "print a completion script for bash or zsh",
      discussion: """
        bash: source <(\(program) completions bash), or save it in your bash-completion folder.
        zsh: save it as _\(program) in a folder of your fpath, before compinit runs.
        """,
      parameters: [BuiltInCommand.shell], subcommands: [], action: nil, builtIn: .completions)
  }
}

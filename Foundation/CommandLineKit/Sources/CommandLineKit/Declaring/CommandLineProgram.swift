/// A program's whole command line: its root command, whose options are the global options,
/// and the commands below it. Parsing, help, usage errors and completion scripts all come from
/// these declarations.
///
/// ```swift
/// let program = CommandLineProgram(
///   Command<ShopAction>(
///     "shop", summary: "a command-line store", parameters: [dataDirectory, flags],
///     subcommands: [cart]))
///
/// switch try program.parse(arguments) {  // the words after the program's name
/// case .output(let text): print(text, terminator: "")
/// case .run(let action, let invocation): try await action(invocation, session)
/// }
/// ```
///
/// Every program gets `--help` and `-h` on every command. A program with commands (a root
/// with subcommands) also gets `help [<command> ...]` and, unless turned off,
/// `completions <bash|zsh>`; a program that is one command takes its arguments instead.
public struct CommandLineProgram<Action> {
  /// The root command, as declared: its name is the program's name.
  public let root: Command<Action>
  /// Blocks added at the end of the overview help.
  public let helpSections: [HelpSection]
  /// The root with the built-in commands after its own subcommands.
  let tree: Command<Action>

  /// Makes a program from its root command.
  /// - Parameters:
  ///   - root: The program's name, summary and discussion, its global options and flags, its
  ///     commands, and what runs when no command is given (`nil`: that is a usage error).
  ///   - helpSections: Blocks for the end of the overview help, such as the environment.
  ///   - offersCompletions: Whether to add the `completions` command, when the root has
  ///     subcommands.
  /// - Precondition: The declarations are consistent: names are unique where they meet, no
  ///   command uses the reserved `help`, `completions`, `--help` or `-h`, a group takes no
  ///   arguments, and required arguments come before optional ones and the variadic one.
  public init(
    _ root: Command<Action>, helpSections: [HelpSection] = [], offersCompletions: Bool = true
  ) {
    let builtIns: [Command<Action>] =
      !root.isGroup ? [] : offersCompletions ? [.help, .completions(program: root.name)] : [.help]
    self.root = root
    self.helpSections = helpSections
    self.tree = root.adding(builtIns)
    let problems = DeclarationProblems.of(root)
    precondition(
      problems.isEmpty,
      "the command line of \(root.name) is declared wrong:\n" + problems.joined(separator: "\n"))
  }

  /// The program's name: the root command's.
  public var name: String { root.name }

  /// Reads a command line: the process's arguments without the program's name, or the words
  /// of a line typed at the program's own prompt (see ``ShellWords``).
  /// - Parameter words: The words, in order.
  /// - Returns: The command to run with its values, or a help text or completion script to
  ///   print.
  /// - Throws: ``CommandLineError`` when the words do not match the declarations.
  public func parse(_ words: [String]) throws(CommandLineError) -> ParsedCommandLine<Action> {
    try CommandLineParser(program: self).parse(words)
  }

  /// The help of a command, as `help` and `--help` print it.
  /// - Parameter commandPath: The names below the program, `["cart", "add"]`; empty for the
  ///   overview.
  /// - Returns: The text, ending with a line break, or `nil` when no command has that path.
  public func helpText(for commandPath: [String] = []) -> String? {
    let resolved = CommandPath.resolve(commandPath, from: tree)
    guard resolved.unknownWord == nil else { return nil }
    return help(for: resolved.path)
  }

  /// The completion script for `shell`, as `completions` prints it.
  /// - Parameter shell: The shell that will read it.
  /// - Returns: The script, ending with a line break.
  public func completionScript(for shell: Shell) -> String {
    let table = CompletionTable(root: tree)
    switch shell {
    case .bash: return BashCompletionScript(program: name, table: table).text
    case .zsh: return ZshCompletionScript(program: name, table: table).text
    }
  }

  /// The help of the command at the end of `path`.
  func help(for path: CommandPath<Action>) -> String {
    HelpRenderer(path: path, sections: path.isRoot ? helpSections : []).text
  }

  /// The help `help <topic>` asks for.
  func help(topic: [String]) throws(CommandLineError) -> String {
    let resolved = CommandPath.resolve(topic, from: tree)
    if let word = resolved.unknownWord {
      throw .unknownName(word, under: resolved.path)
    }
    return help(for: resolved.path)
  }
}

extension CommandLineProgram: Sendable where Action: Sendable {}

/// What a shell may offer at each command of a program, read from its declarations: the
/// table both completion scripts are written from.
///
/// The root's options (the global options) and `--help`/`-h` are accepted under every command,
/// so they are kept once, in ``global``, and each entry holds only what its command adds.
struct CompletionTable {
  /// The options of one command, or the global ones.
  struct Options {
    /// Every spelling (`--root`, `-C`), with the option's summary.
    let described: [(spelling: String, summary: String)]
    /// The spellings of the options that take a value, which the scripts skip with it.
    let takingValues: [String]
    /// What to offer for the values that have something to offer.
    let values: [(spelling: String, completion: ValueCompletion)]

    init(_ options: [ParameterDeclaration], plus extra: [(String, String)] = []) {
      described =
        options.flatMap { option in option.spellings.map { ($0, option.summary) } } + extra
      let withValues = options.filter { $0.role == .option }
      takingValues = withValues.flatMap(\.spellings)
      values = withValues.filter { $0.completion != .none }.flatMap { option in
        option.spellings.map { ($0, option.completion) }
      }
    }
  }

  /// One command: what may follow its name besides the global options.
  struct Entry {
    /// The subcommand names after the program's name, joined by spaces; empty for the root.
    let key: String
    /// The subcommands, with their summaries.
    let subcommands: [(name: String, summary: String)]
    /// The command's own options and those of its parents below the root.
    let options: Options
    /// What to offer for a positional word.
    let arguments: ValueCompletion
  }

  /// The root first, then every command in declaration order, depth first.
  let entries: [Entry]
  /// The global options, with `--help` and `-h`.
  let global: Options

  /// What to offer for a value, under one command or any.
  struct ValueRule {
    /// The command's key; `nil` for a global option, accepted under every command.
    let commandKey: String?
    /// The option's spelling; empty for the command's arguments.
    let spelling: String
    /// What to offer.
    let completion: ValueCompletion
  }

  /// Every value with something to offer: each command's options and arguments first, in the
  /// table's order, then the global options, so the first matching rule is the most specific.
  var valueRules: [ValueRule] {
    entries.flatMap { entry in
      entry.options.values.map { ValueRule(commandKey: entry.key, spelling: $0, completion: $1) }
        + (entry.arguments == .none
          ? [] : [ValueRule(commandKey: entry.key, spelling: "", completion: entry.arguments)])
    } + global.values.map { ValueRule(commandKey: nil, spelling: $0, completion: $1) }
  }

  /// The clauses of a `case "$command|$option" in` over ``valueRules``, most specific first,
  /// each running what `command` says completes its value in the shell's words.
  func valueClauses(_ command: (ValueCompletion) -> String) -> String {
    valueRules.map { rule in
      let pattern = rule.commandKey.map { "\"\($0)|\(rule.spelling)\"" } ?? "*\"|\(rule.spelling)\""
      return "    \(pattern)) \(command(rule.completion)) ;;"
    }
    .joined(separator: "\n")
  }

  init<Action>(root: Command<Action>) {
    var entries: [Entry] = []
    func visit(_ path: CommandPath<Action>) {
      let leaf = path.leaf
      let arguments: ValueCompletion =
        switch leaf.builtIn {
        case .help: .words(root.subcommands.map(\.name))
        default: leaf.arguments.map(\.completion).first { $0 != .none } ?? .none
        }
      entries.append(
        Entry(
          key: path.names.dropFirst().joined(separator: " "),
          subcommands: leaf.subcommands.map { ($0.name, $0.summary) },
          options: Options(path.isRoot ? [] : path.ownOptions),
          arguments: arguments))
      for subcommand in leaf.subcommands {
        var next = path
        next.append(subcommand)
        visit(next)
      }
    }
    visit(CommandPath(root: root))
    self.entries = entries
    self.global = Options(
      root.options, plus: [("--help", "show the help"), ("-h", "show the help")])
  }
}

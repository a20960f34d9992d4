/// What a shell may offer at each command of a program, read from its declarations: the
/// table both completion scripts are written from.
struct CompletionTable {
  /// One command: what may follow its name.
  struct Entry {
    /// The subcommand names after the program's name, joined by spaces; empty for the root.
    let key: String
    /// The subcommands, with their summaries.
    let subcommands: [(name: String, summary: String)]
    /// Every option spelling accepted here (the parents' options too), with its summary.
    let options: [(spelling: String, summary: String)]
    /// The spellings of every option accepted here that takes a value.
    let valueOptions: [String]
    /// What to offer for the values of this command's own options and its parents' (not the
    /// root's, which are in ``CompletionTable/globalValues``); options with nothing to offer
    /// are left out.
    let values: [(spelling: String, completion: ValueCompletion)]
    /// What to offer for a positional word.
    let arguments: ValueCompletion
  }

  /// The root first, then every command in declaration order, depth first.
  let entries: [Entry]
  /// What to offer for the values of the global options, the same under every command.
  let globalValues: [(spelling: String, completion: ValueCompletion)]

  /// What to offer for a value, under one command or any.
  struct ValueRule {
    /// The command's key; `nil` for a global option, accepted under every command.
    let commandKey: String?
    /// The option's spelling; empty for the command's arguments.
    let spelling: String
    /// What to offer.
    let completion: ValueCompletion
  }

  /// Every value with something to offer: each command's own options and arguments first, in
  /// the table's order, then the global options, so the first matching rule is the most
  /// specific.
  var valueRules: [ValueRule] {
    entries.flatMap { entry in
      entry.values.map { ValueRule(commandKey: entry.key, spelling: $0, completion: $1) }
        + (entry.arguments == .none
          ? [] : [ValueRule(commandKey: entry.key, spelling: "", completion: entry.arguments)])
    }
      + globalValues.map { ValueRule(commandKey: nil, spelling: $0, completion: $1) }
  }

  init<Action>(root: Command<Action>) {
    var entries: [Entry] = []
    func visit(_ path: CommandPath<Action>) {
      entries.append(Self.entry(for: path, root: root))
      for subcommand in path.leaf.subcommands {
        var next = path
        next.append(subcommand)
        visit(next)
      }
    }
    visit(CommandPath(root: root))
    self.entries = entries
    self.globalValues = Self.values(of: root.options)
  }

  /// The spellings of the options that take a value and have something to offer.
  private static func values(of options: [ParameterDeclaration]) -> [(
    spelling: String, completion: ValueCompletion
  )] {
    options.filter { $0.role == .option && $0.completion != .none }.flatMap { option in
      spellings(of: option).map { ($0, option.completion) }
    }
  }

  private static func spellings(of option: ParameterDeclaration) -> [String] {
    ["--\(option.name)"] + (option.shortName.map { ["-\($0)"] } ?? [])
  }

  private static func entry<Action>(for path: CommandPath<Action>, root: Command<Action>) -> Entry {
    let options = path.options
    let described =
      options.flatMap { option in spellings(of: option).map { ($0, option.summary) } }
      + [("--help", "show the help"), ("-h", "show the help")]
    let valueOptions = options.filter { $0.role == .option }.flatMap(spellings(of:))
    let values = Self.values(of: path.commands.dropFirst().reversed().flatMap(\.options))
    let leaf = path.leaf
    let arguments: ValueCompletion =
      switch leaf.builtIn {
      case .help: .words(root.subcommands.map(\.name))
      default: leaf.arguments.map(\.completion).first { $0 != .none } ?? .none
      }
    return Entry(
      key: path.names.dropFirst().joined(separator: " "),
      subcommands: leaf.subcommands.map { ($0.name, $0.summary) }, options: described,
      valueOptions: valueOptions, values: values, arguments: arguments)
  }
}

/// The commands from the program's root to the one a command line names, and what they
/// accept together.
struct CommandPath<Action> {
  /// The root first, the named command last; never empty.
  private(set) var commands: [Command<Action>]

  init(root: Command<Action>) {
    commands = [root]
  }

  /// The named command.
  var leaf: Command<Action> { commands[commands.count - 1] }

  /// Whether this is the program itself, with no command named yet.
  var isRoot: Bool { commands.count == 1 }

  /// The names: `["shop", "cart", "add"]`.
  var names: [String] { commands.map(\.name) }

  /// The names as typed: `shop cart add`.
  var display: String { names.joined(separator: " ") }

  /// The options and flags accepted here: those of every command on the path, the named
  /// command's first.
  var options: [ParameterDeclaration] {
    commands.reversed().flatMap(\.options)
  }

  /// The options the named command's usage line and help list as its own: at the root, the
  /// root's; below it, the named command's and its parents' except the root's (the root's are
  /// the global options, listed apart).
  var ownOptions: [ParameterDeclaration] {
    isRoot ? leaf.options : commands.dropFirst().reversed().flatMap(\.options)
  }

  /// The `help` command line that explains the named command: `shop help cart`.
  var helpCommand: String {
    ([names[0], "help"] + names.dropFirst()).joined(separator: " ")
  }

  /// Descends into a subcommand.
  mutating func append(_ command: Command<Action>) {
    commands.append(command)
  }

  /// The option spelled `--name`, if one is accepted here.
  func option(named name: String) -> ParameterDeclaration? {
    options.first { $0.name == name }
  }

  /// The option spelled `-letter`, if one is accepted here.
  func option(short letter: Character) -> ParameterDeclaration? {
    options.first { $0.shortName == letter }
  }

  /// Every spelling of the options accepted here, with `--help` and `-h`, for suggestions.
  var optionSpellings: [String] {
    options.flatMap(\.spellings) + ["--help", "-h"]
  }

  /// The path of the first subcommand below the named one that declares option `name`, for a
  /// hint when the option comes before its subcommand's name.
  func descendant(declaring name: String) -> [String]? {
    func search(_ command: Command<Action>, _ names: [String]) -> [String]? {
      for subcommand in command.subcommands {
        let path = names + [subcommand.name]
        if subcommand.options.contains(where: { $0.name == name }) { return path }
        if let found = search(subcommand, path) { return found }
      }
      return nil
    }
    return search(leaf, names)
  }

  /// The path to the command named by `words` below the root, as deep as the words go, and
  /// the first word that names no subcommand, if any.
  static func resolve(_ words: [String], from root: Command<Action>) -> (
    path: CommandPath, unknownWord: String?
  ) {
    var path = CommandPath(root: root)
    for word in words {
      guard let next = path.leaf.subcommands.first(where: { $0.name == word }) else {
        return (path, word)
      }
      path.append(next)
    }
    return (path, nil)
  }
}

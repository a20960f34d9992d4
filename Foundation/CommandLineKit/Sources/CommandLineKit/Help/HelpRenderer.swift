/// Writes the help of one command from its declaration: what it does, its usage line, its
/// arguments, options and subcommands. The same declarations produce the same text, so the
/// output can be compared with snapshots.
struct HelpRenderer<Action> {
  /// The command to explain, at the end of its path from the root.
  let path: CommandPath<Action>
  /// Blocks the program adds to its overview; empty below the root.
  let sections: [HelpSection]

  /// The help, ending with a line break.
  var text: String {
    let leaf = path.leaf
    var blocks: [[String]] = [["OVERVIEW: \(leaf.summary)"]]
    if let discussion = leaf.discussion, !discussion.isEmpty {
      blocks.append(
        discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    blocks.append(["USAGE: \(UsageLine.of(path))"])
    let layout = ColumnLayout()
    if !leaf.arguments.isEmpty {
      blocks.append(["ARGUMENTS:"] + layout.lines(leaf.arguments.map(entry(for:))))
    }
    blocks.append(
      ["OPTIONS:"]
        + layout.lines(path.ownOptions.map(entry(for:)) + [("-h, --help", "show this help")]))
    if !path.isRoot, !path.commands[0].options.isEmpty {
      blocks.append(["GLOBAL OPTIONS:"] + layout.lines(path.commands[0].options.map(entry(for:))))
    }
    if leaf.isGroup {
      let title = path.isRoot ? "COMMANDS:" : "SUBCOMMANDS:"
      blocks.append([title] + layout.lines(leaf.subcommands.map { ($0.name, $0.summary) }))
    }
    for section in sections {
      blocks.append(["\(section.title):"] + section.lines.map { "  " + $0 })
    }
    if leaf.isGroup {
      let what = path.isRoot ? "command" : "subcommand"
      blocks.append(["Run '\(path.helpCommand) <\(what)>' for the help of a \(what)."])
    }
    return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
  }

  /// The name column and the description of a parameter.
  private func entry(for parameter: ParameterDeclaration) -> (name: String, description: String) {
    var name: String
    switch parameter.role {
    case .argument:
      name = parameter.isRepeatable ? "<\(parameter.name)> ..." : "<\(parameter.name)>"
    case .option:
      name = "--\(parameter.name) <\(parameter.valueName)>"
    case .flag:
      name = "--\(parameter.name)"
    }
    if let short = parameter.shortName { name = "-\(short), " + name }
    var notes: [String] = []
    if let value = parameter.defaultDescription, !value.isEmpty {
      notes.append("default: \(value)")
    }
    if parameter.role == .option, parameter.isRepeatable { notes.append("repeatable") }
    let description =
      notes.isEmpty
      ? parameter.summary : "\(parameter.summary) (\(notes.joined(separator: "; ")))"
    return (name, description)
  }
}

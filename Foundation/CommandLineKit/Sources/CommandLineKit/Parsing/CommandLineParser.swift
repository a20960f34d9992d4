/// Reads one command line against a program's declarations, in one pass from left to right.
///
/// Options are accepted anywhere before `--`, as `--name value`, `--name=value`, `-n value`,
/// `-nvalue` or `-n=value`; a separate value may not itself look like an option. Positional
/// words choose subcommands while the named command is a group, then fill its arguments.
/// `--help` or `-h` anywhere before `--` asks for the help of the deepest command named so far,
/// and wins over any other problem on the line.
struct CommandLineParser<Action> {
  /// The program, whose root has the built-in commands among its subcommands.
  let program: CommandLineProgram<Action>

  func parse(_ words: [String]) throws(CommandLineError) -> ParsedCommandLine<Action> {
    var scan = Scan(path: CommandPath(root: program.tree))
    let wantsHelp = words.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    do {
      try scan.read(words)
    } catch {
      if wantsHelp { return .output(program.help(for: scan.path)) }
      throw error
    }
    if wantsHelp { return .output(program.help(for: scan.path)) }
    let path = scan.path
    let leaf = path.leaf
    if leaf.isGroup, leaf.action == nil {
      throw .missingCommand(under: path)
    }
    var values = try scan.argumentValues()
    for option in path.options {
      let given = scan.occurrences[option.displayName] ?? []
      if option.isRequired, given.isEmpty { throw .missingOption(option, at: path) }
      values[option.displayName] = option.combine(given)
    }
    let invocation = Invocation(
      commandPath: path.names, usage: UsageLine.of(path), values: values)
    switch leaf.builtIn {
    case .help:
      return .output(try program.help(topic: invocation[BuiltInCommand.helpTopic]))
    case .completions:
      return .output(program.completionScript(for: invocation[BuiltInCommand.shell]))
    case nil:
      guard let action = leaf.action else { throw .missingCommand(under: path) }
      return .run(action, invocation)
    }
  }
}

/// The state of one pass over the words.
private struct Scan<Action> {
  var path: CommandPath<Action>
  /// The parsed values of each option and flag, by display name, in command-line order.
  var occurrences: [String: [Any]] = [:]
  /// The words left for the named command's arguments.
  var positionals: [String] = []

  mutating func read(_ words: [String]) throws(CommandLineError) {
    var index = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      index += 1
      if optionsEnded {
        try takePositional(word)
        continue
      }
      switch ArgumentWord(word) {
      case .endOfOptions:
        optionsEnded = true
      case .helpRequest:
        continue
      case .positional(let text):
        try takePositional(text)
      case .long(let name, let inline):
        guard let option = path.option(named: name) else {
          throw .unknownOption("--\(name)", at: path)
        }
        try take(option, inline: inline, words: words, index: &index)
      case .short(let letter, let attached):
        guard let option = path.option(short: letter) else {
          throw .unknownOption("-\(letter)", at: path)
        }
        try take(option, inline: attached, words: words, index: &index)
      }
    }
  }

  /// Records an option or flag, reading its value from `inline` or the next word.
  private mutating func take(
    _ option: ParameterDeclaration, inline: String?, words: [String], index: inout Int
  ) throws(CommandLineError) {
    let text: String
    if option.role == .flag {
      guard inline == nil else { throw .unexpectedValue(for: option, at: path) }
      text = ""
    } else if let inline {
      text = inline
    } else if index < words.count, !ArgumentWord.isOptionLike(words[index]) {
      text = words[index]
      index += 1
    } else {
      throw .missingValue(for: option, at: path)
    }
    occurrences[option.displayName, default: []].append(try parse(text, as: option))
  }

  /// A positional word: the next subcommand while the named command is a group, else one of
  /// its arguments.
  private mutating func takePositional(_ word: String) throws(CommandLineError) {
    guard path.leaf.isGroup else {
      positionals.append(word)
      return
    }
    guard let subcommand = path.leaf.subcommands.first(where: { $0.name == word }) else {
      throw .unknownName(word, under: path)
    }
    path.append(subcommand)
  }

  /// Shares the positional words out among the named command's arguments, in order: one for
  /// each required argument, then one for each optional one, then the rest to the variadic.
  func argumentValues() throws(CommandLineError) -> [String: Any] {
    var remaining = positionals[...]
    var values: [String: Any] = [:]
    for argument in path.leaf.arguments {
      let count = argument.isRepeatable ? remaining.count : min(1, remaining.count)
      guard count >= argument.minimumCount else {
        throw .missingArgument(argument, at: path)
      }
      var parsed: [Any] = []
      for word in remaining.prefix(count) {
        parsed.append(try parse(word, as: argument))
      }
      remaining = remaining.dropFirst(count)
      values[argument.displayName] = argument.combine(parsed)
    }
    if let extra = remaining.first { throw .unexpectedArgument(extra, at: path) }
    return values
  }

  private func parse(_ text: String, as parameter: ParameterDeclaration) throws(CommandLineError)
    -> Any
  {
    do {
      return try parameter.parse(text)
    } catch {
      throw .invalidValue(for: parameter, error: error, at: path)
    }
  }
}

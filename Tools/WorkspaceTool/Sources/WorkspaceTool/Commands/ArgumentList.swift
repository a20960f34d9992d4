/// The arguments of one command, split into positionals, flags and options with values.
struct ArgumentList: Sendable {
  var positionals: [String] = []
  var flags: Set<String> = []
  var values: [String: String] = [:]

  /// Parses `arguments` for `command`; any option not in `flags` or `options` is a usage error.
  init(_ arguments: [String], command: String, flags known: Set<String>, options: Set<String>)
    throws
  {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard !onlyPositionals, argument.hasPrefix("-"), argument != "-" else {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if known.contains(name), inlineValue == nil {
        flags.insert(name)
      } else if options.contains(name) {
        if let inlineValue {
          values[name] = inlineValue
        } else if index < arguments.count {
          values[name] = arguments[index]
          index += 1
        } else {
          throw ToolError.usage(
            "\(name) needs a value", hint: "see `mf help \(command)` for the expected value")
        }
      } else {
        throw ToolError.usage(
          "unknown option \(argument.quoted) for `mf \(command)`",
          hint: "see `mf help \(command)` for the options it accepts")
      }
    }
  }

  /// Fails when more than `count` positional arguments were given.
  func expectPositionals(atMost count: Int, command: String) throws {
    guard positionals.count > count else { return }
    throw ToolError.usage(
      "unexpected argument \(positionals[count].quoted) for `mf \(command)`",
      hint: "see `mf help \(command)`")
  }
}

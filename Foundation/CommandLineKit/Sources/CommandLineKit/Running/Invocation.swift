/// The parsed values of one command line, read back through the declarations that parsed
/// them, and the way to report a problem the handler finds in them.
///
/// ```swift
/// let count = invocation[quantity]   // Int, from Argument<Int>("quantity", default: 1, ...)
/// let dryRun = invocation[check]     // Bool, from Flag("check", ...)
/// ```
///
/// Reading a parameter that the matched command (or one of its parents) does not declare is a
/// programming error and stops the program.
public struct Invocation {
  /// The names from the program to the command: `["shop", "cart", "add"]`.
  public let commandPath: [String]
  /// The command's usage line, as its help shows it.
  public let usage: String
  private let values: [String: Any]

  init(commandPath: [String], usage: String, values: [String: Any]) {
    self.commandPath = commandPath
    self.usage = usage
    self.values = values
  }

  /// The value of an argument: a `Value`, `Value?` or `[Value]`, as declared.
  public subscript<Value>(argument: Argument<Value>) -> Value {
    value(of: argument.declaration)
  }

  /// The value of an option: the last one given, the default, `nil`, or every value in order,
  /// as declared.
  public subscript<Value>(option: Option<Value>) -> Value {
    value(of: option.declaration)
  }

  /// Whether the flag was given.
  public subscript(flag: Flag) -> Bool {
    value(of: flag.declaration)
  }

  /// A usage error for a problem the parser cannot see, such as two options that only go
  /// together; its hint is this command's usage.
  /// - Parameter problem: What is wrong, one line.
  public func usageError(_ problem: String) -> CommandLineError {
    CommandLineError(problem, hint: "usage: \(usage)")
  }

  private func value<Value>(of declaration: ParameterDeclaration) -> Value {
    guard let stored = values[declaration.displayName] else {
      preconditionFailure(
        "\(declaration.displayName) is not declared by '\(commandPath.joined(separator: " "))'")
    }
    guard let value = stored as? Value else {
      preconditionFailure(
        "\(declaration.displayName) of '\(commandPath.joined(separator: " "))' is declared "
          + "with another type than \(Value.self)")
    }
    return value
  }
}

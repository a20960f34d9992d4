/// Flags given on the command line as `--flag name=value` (or `--flag=name=value`).
///
/// ```swift
/// let (flagSource, arguments) = try CommandLineFlagSource.parse(["shop", "--flag", "search=v2", "cart"])
/// // arguments == ["shop", "cart"]
/// ```
public struct CommandLineFlagSource: FlagSource {
  /// The assignments found on the command line, in order.
  public let parsedAssignments: [FlagAssignment]

  /// Names the source in error messages.
  public var name: String { "command line" }

  /// Makes a source from assignments already parsed.
  /// - Parameter assignments: The assignments, in order.
  public init(_ assignments: [FlagAssignment]) {
    self.parsedAssignments = assignments
  }

  /// Takes every `--flag` option out of the arguments.
  /// - Parameter arguments: The program's arguments.
  /// - Returns: The source, and the arguments without the flag options, in their order.
  /// - Throws: ``FlagError/malformed(entry:source:reason:)`` for `--flag` without a value or a
  ///   value that is not `name=value`.
  public static func parse(_ arguments: [String]) throws(FlagError) -> (
    source: CommandLineFlagSource, remaining: [String]
  ) {
    let source = "command line"
    var assignments: [FlagAssignment] = []
    var remaining: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      if argument == "--flag" {
        let next = arguments.index(after: index)
        guard next < arguments.endIndex else {
          throw .malformed(entry: argument, source: source, reason: "expected name=value after it")
        }
        assignments.append(try FlagAssignment.parse(arguments[next], source: source))
        index = arguments.index(after: next)
        continue
      }
      if argument.hasPrefix("--flag=") {
        let entry = String(argument.dropFirst("--flag=".count))
        assignments.append(try FlagAssignment.parse(entry, source: source))
      } else {
        remaining.append(argument)
      }
      index = arguments.index(after: index)
    }
    return (CommandLineFlagSource(assignments), remaining)
  }

  /// Returns the parsed assignments.
  /// - Returns: The assignments, in order.
  public func assignments() throws(FlagError) -> [FlagAssignment] { parsedAssignments }
}

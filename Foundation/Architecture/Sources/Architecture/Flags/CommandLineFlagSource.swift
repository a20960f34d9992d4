/// Flags given on the command line as `--flag name=value`, read by the program's command-line
/// declarations (each value parsed with ``FlagAssignment/parse(_:source:)``).
///
/// ```swift
/// let assignment = try FlagAssignment.parse("greeting=cheerful", source: "the command line")
/// let source = CommandLineFlagSource([assignment])  // the app's `--flag` values, parsed
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

  /// Returns the parsed assignments.
  /// - Returns: The assignments, in order.
  public func assignments() throws(FlagError) -> [FlagAssignment] { parsedAssignments }
}

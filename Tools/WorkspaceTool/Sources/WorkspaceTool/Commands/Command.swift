/// One `mf` subcommand.
protocol Command: Sendable {
  /// The word typed after `mf`.
  var name: String { get }
  /// One line for `mf help`.
  var summary: String { get }
  /// The full help text for `mf help <name>` and `mf <name> --help`.
  var help: String { get }
  /// Runs the command and returns the exit code; usage and failures are thrown.
  func run(_ arguments: [String], context: CommandContext) throws -> Int32
}

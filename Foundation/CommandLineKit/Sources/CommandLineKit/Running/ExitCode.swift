/// The three ways a command-line program ends: success, a failed operation, a usage error.
/// Its raw value is the process exit code.
public enum ExitCode: Int32, Sendable {
  /// The command did what was asked: exit code 0.
  case success = 0
  /// The command was understood but could not be carried out (a declined card, lint errors):
  /// exit code 1.
  case failure = 1
  /// The command line was wrong: exit code 2.
  case usageError = 2

  /// The exit code for an error a command threw: the error's own if it is
  /// ``ExitCodeConvertible`` (a ``CommandLineError`` is a usage error), else a failure.
  /// - Parameter error: What the parser or the command threw.
  public init(for error: any Error) {
    self = (error as? any ExitCodeConvertible)?.exitCode ?? .failure
  }
}

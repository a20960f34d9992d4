/// The three ways a command-line program ends: success, a failed operation, a usage error.
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// The command did what was asked: exit code 0.
  case success = 0
  /// The command was understood but could not be carried out (a declined card, lint errors):
  /// exit code 1.
  case failure = 1
  /// The command line was wrong: exit code 2.
  case usageError = 2

  /// The status for an error a command threw: the error's own if it is
  /// ``ExitStatusConvertible`` (a ``CommandLineError`` is a usage error), else a failure.
  /// - Parameter error: What the parser or the command threw.
  public init(for error: any Error) {
    self = (error as? any ExitStatusConvertible)?.exitStatus ?? .failure
  }

  /// The process exit code: 0, 1 or 2.
  public var code: Int32 { rawValue }
}

/// Why a command did not succeed, and so which exit code the program returns.
public enum CommandError: Error, Equatable {
  /// The command line itself is wrong (exit code 2). `hint` tells how to get it right.
  case usage(String, hint: String)
  /// The command was understood but could not be carried out (exit code 1).
  case failed(String)

  /// The process exit code for this error.
  public var exitCode: Int32 {
    switch self {
    case .usage: 2
    case .failed: 1
    }
  }

  /// The lines printed to standard error.
  public var message: String {
    switch self {
    case .usage(let problem, let hint): "error: \(problem)\nhint: \(hint)"
    case .failed(let problem): "error: \(problem)"
    }
  }
}

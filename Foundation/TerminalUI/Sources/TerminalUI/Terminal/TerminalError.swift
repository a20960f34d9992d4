/// Why a terminal could not be taken over.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file).
  case notATerminal
  /// Another ``SystemTerminal`` of this process has the terminal.
  case alreadyInUse
  /// A system call failed.
  case systemCall(String, errno: Int32)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .notATerminal:
      "a full-screen program needs a terminal on standard input and output"
    case .alreadyInUse:
      "the terminal is already in use by this program"
    case .systemCall(let name, let errno):
      "\(name) failed with error \(errno)"
    }
  }
}

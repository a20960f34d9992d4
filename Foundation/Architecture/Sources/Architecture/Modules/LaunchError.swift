/// Why an app could not be launched from its module plugins. Each case names the plugins
/// involved, so the fix is obvious.
public enum LaunchError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Two plugins register a board under the same name.
  case duplicateBoard(String, first: String, second: String)
  /// Two plugins provide a barrier under the same name.
  case duplicateBarrier(String, first: String, second: String)
  /// Two plugins declare a flag with the same name.
  case duplicateFlag(String, first: String, second: String)
  /// A board requires a barrier that no installed plugin provides.
  case missingBarrier(String, board: String, requiredBy: String)
  /// A plugin guards or uses a board that no installed plugin registers.
  case missingBoard(String, requiredBy: String)

  /// A sentence naming the problem and the plugins.
  public var description: String {
    switch self {
    case .duplicateBoard(let board, let first, let second):
      "board '\(board)' is registered by both \(first) and \(second)"
    case .duplicateBarrier(let barrier, let first, let second):
      "barrier '\(barrier)' is provided by both \(first) and \(second)"
    case .duplicateFlag(let flag, let first, let second):
      "flag '\(flag)' is declared by both \(first) and \(second)"
    case .missingBarrier(let barrier, let board, let owner):
      "\(owner) guards \(board) with barrier '\(barrier)', which no installed plugin provides"
    case .missingBoard(let board, let owner):
      "\(owner) needs board '\(board)', which no installed plugin registers"
    }
  }
}

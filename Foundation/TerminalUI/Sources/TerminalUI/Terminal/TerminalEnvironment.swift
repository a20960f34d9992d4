import Foundation

/// What the user's environment says about the terminal: whether it can run full screen
/// (`TERM`) and whether the user wants colour (`NO_COLOR`, as no-color.org defines it).
///
/// ```swift
/// TerminalEnvironment(["TERM": "dumb"]).canRunFullScreen  // false: use the line prompt
/// TerminalEnvironment(["NO_COLOR": "1"]).allowsColor      // false
/// ```
public struct TerminalEnvironment: Hashable, Sendable {
  /// `TERM`: the terminal's type; nil when unset.
  public var terminalType: String?
  /// `NO_COLOR`: any value but the empty one asks for no colour.
  public var noColor: String?

  /// The settings in a set of environment variables.
  /// - Parameter variables: The variables; the process's own by default.
  public init(_ variables: [String: String] = ProcessInfo.processInfo.environment) {
    terminalType = variables["TERM"]
    noColor = variables["NO_COLOR"]
  }

  /// Whether the terminal can take a full-screen program: `TERM` is set, and not `dumb` (a
  /// terminal without cursor movement, or a screen reader's plain mode). Otherwise a program
  /// keeps to lines.
  public var canRunFullScreen: Bool {
    guard let terminalType, !terminalType.isEmpty else { return false }
    return terminalType != "dumb"
  }

  /// Whether colour may be used: `NO_COLOR` is unset or empty.
  public var allowsColor: Bool { noColor?.isEmpty ?? true }
}

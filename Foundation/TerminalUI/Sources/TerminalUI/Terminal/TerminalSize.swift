/// The size of a terminal's screen, in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// The number of rows (lines).
  public var rows: Int
  /// The number of columns (cells in a row).
  public var columns: Int

  /// A size; negative numbers count as 0.
  public init(rows: Int, columns: Int) {
    self.rows = max(0, rows)
    self.columns = max(0, columns)
  }

  /// `80×24`: columns first, as terminals say it.
  public var description: String { "\(columns)×\(rows)" }
}

/// A cell of the screen: its row and column, both counted from 0 at the top left.
public struct Position: Hashable, Sendable, CustomStringConvertible {
  /// The row, from 0 at the top.
  public var row: Int
  /// The column, from 0 at the left.
  public var column: Int

  /// A position.
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }

  /// `(row 2, column 5)`.
  public var description: String { "(row \(row), column \(column))" }
}

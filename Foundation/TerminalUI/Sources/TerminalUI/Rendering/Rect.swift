/// A rectangle of cells, where a screen or a building block draws.
///
/// Layout is done by cutting rectangles: a screen takes its area, cuts a title row off the top
/// and a hint row off the bottom, and gives the rest to its list.
///
/// ```swift
/// var body = area
/// let title = body.removeFirstRow()
/// let hint = body.removeLastRow()
/// ```
public struct Rect: Hashable, Sendable {
  /// The top left cell.
  public var origin: Position
  /// The number of rows, never negative.
  public var rows: Int
  /// The number of columns, never negative.
  public var columns: Int

  /// A rectangle; negative sizes count as 0.
  public init(row: Int, column: Int, rows: Int, columns: Int) {
    origin = Position(row: row, column: column)
    self.rows = max(0, rows)
    self.columns = max(0, columns)
  }

  /// The whole of a screen of `size`.
  public init(_ size: TerminalSize) {
    self.init(row: 0, column: 0, rows: size.rows, columns: size.columns)
  }

  /// Whether the rectangle has no cell.
  public var isEmpty: Bool { rows == 0 || columns == 0 }

  /// The row below the last one.
  public var endRow: Int { origin.row + rows }

  /// The column right of the last one.
  public var endColumn: Int { origin.column + columns }

  /// The rectangle with `amount` cells taken off each side.
  /// - Parameter amount: Cells off the top, bottom, left and right.
  /// - Returns: A smaller rectangle, empty when nothing is left.
  public func inset(by amount: Int) -> Rect {
    Rect(
      row: origin.row + amount, column: origin.column + amount, rows: rows - 2 * amount,
      columns: columns - 2 * amount)
  }

  /// Takes the first `count` rows off the rectangle and returns them.
  /// - Parameter count: How many rows; fewer when the rectangle has fewer.
  /// - Returns: The rows taken, as a rectangle of the same width.
  @discardableResult
  public mutating func removeFirstRows(_ count: Int) -> Rect {
    let taken = min(max(0, count), rows)
    let removed = Rect(row: origin.row, column: origin.column, rows: taken, columns: columns)
    origin.row += taken
    rows -= taken
    return removed
  }

  /// Takes the last `count` rows off the rectangle and returns them.
  /// - Parameter count: How many rows; fewer when the rectangle has fewer.
  /// - Returns: The rows taken, as a rectangle of the same width.
  @discardableResult
  public mutating func removeLastRows(_ count: Int) -> Rect {
    let taken = min(max(0, count), rows)
    rows -= taken
    return Rect(row: endRow, column: origin.column, rows: taken, columns: columns)
  }

  /// Takes the first row off the rectangle and returns it (empty when there is none).
  @discardableResult
  public mutating func removeFirstRow() -> Rect { removeFirstRows(1) }

  /// Takes the last row off the rectangle and returns it (empty when there is none).
  @discardableResult
  public mutating func removeLastRow() -> Rect { removeLastRows(1) }

  /// The rectangle of `rows` by `columns` in the middle of this one, no larger than it.
  /// - Parameters:
  ///   - rows: The rows wanted.
  ///   - columns: The columns wanted.
  /// - Returns: A centred rectangle inside this one.
  public func centered(rows: Int, columns: Int) -> Rect {
    let rows = min(rows, self.rows)
    let columns = min(columns, self.columns)
    return Rect(
      row: origin.row + (self.rows - rows) / 2,
      column: origin.column + (self.columns - columns) / 2, rows: rows, columns: columns)
  }

  /// The part of this rectangle that is also in `other`.
  /// - Parameter other: Another rectangle.
  /// - Returns: The overlap, empty when there is none.
  public func intersection(_ other: Rect) -> Rect {
    let top = max(origin.row, other.origin.row)
    let left = max(origin.column, other.origin.column)
    return Rect(
      row: top, column: left, rows: min(endRow, other.endRow) - top,
      columns: min(endColumn, other.endColumn) - left)
  }
}

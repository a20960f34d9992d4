/// A list of rows with one selected, scrolled so the selection is always on screen.
///
/// The list keeps the selection and the scroll position; the screen that owns it gives the
/// number of rows and draws each row's text. It moves with the fixed keys: Up/`k`, Down/`j`,
/// Page Up, Page Down, Home, End. The selected row is marked with `>` and shown reversed.
///
/// ```swift
/// list.count = state.notes.count
/// list.draw(in: &canvas, area: body) { state.notes[$0] }
/// // in handle(_:):
/// if list.handle(key) == .handled { return .handled }
/// if key.action == .choose { receiver?.didChoose(list.selection) }
/// ```
public struct ScrollingList: Sendable {
  /// The number of rows; the selection stays inside it.
  public var count: Int {
    didSet {
      count = max(0, count)
      select(selection)
    }
  }
  /// The selected row; 0 when the list is empty.
  public private(set) var selection = 0
  /// The first row on screen.
  public private(set) var firstVisibleRow = 0
  /// The rows on screen at the last draw: how far a page moves.
  public private(set) var visibleRows = 1

  /// A list.
  /// - Parameter count: The number of rows.
  public init(count: Int = 0) {
    self.count = max(0, count)
  }

  /// Whether the list has no rows.
  public var isEmpty: Bool { count == 0 }

  /// Selects a row, the nearest one when `index` is out of the list.
  public mutating func select(_ index: Int) {
    selection = min(max(0, index), max(0, count - 1))
  }

  /// Moves the selection for a fixed key.
  /// - Parameter key: The key.
  /// - Returns: ``KeyHandling/handled`` for the moving keys of a list with rows, else
  ///   ``KeyHandling/ignored``.
  public mutating func handle(_ key: Key) -> KeyHandling {
    guard count > 0 else { return .ignored }
    switch key.action {
    case .moveUp: select(selection - 1)
    case .moveDown: select(selection + 1)
    case .pageUp:
      select(selection - visibleRows)
      firstVisibleRow = max(0, firstVisibleRow - visibleRows)
    case .pageDown:
      select(selection + visibleRows)
      firstVisibleRow += visibleRows
    case .first: select(0)
    case .last: select(count - 1)
    default: return .ignored
    }
    return .handled
  }

  /// Draws the rows that fit in the area, scrolling to keep the selection visible.
  /// - Parameters:
  ///   - canvas: The frame.
  ///   - area: One row of the list per row of the area.
  ///   - row: The text of a row, by its index; cut with an ellipsis when too long.
  public mutating func draw(
    in canvas: inout Canvas, area: Rect, row: (Int) -> String
  ) {
    guard !area.isEmpty else { return }
    visibleRows = area.rows
    firstVisibleRow = min(firstVisibleRow, max(0, count - area.rows))
    if selection < firstVisibleRow { firstVisibleRow = selection }
    if selection >= firstVisibleRow + area.rows { firstVisibleRow = selection - area.rows + 1 }
    let last = min(count, firstVisibleRow + area.rows)
    for index in firstVisibleRow..<max(firstVisibleRow, last) {
      let line = Rect(
        row: area.origin.row + index - firstVisibleRow, column: area.origin.column, rows: 1,
        columns: area.columns)
      let isSelected = index == selection
      let text = (isSelected ? "> " : "  ") + TextLayout.singleLine(row(index))
      canvas.draw(
        TextLayout.truncate(text, toWidth: area.columns), at: line.origin,
        maxWidth: area.columns)
      if isSelected { canvas.setStyle(.reversed, in: line) }
    }
  }
}

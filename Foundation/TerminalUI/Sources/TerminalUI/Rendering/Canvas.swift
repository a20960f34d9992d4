/// A frame being drawn: a grid of cells the size of the screen, and where the cursor shows.
///
/// Screens and building blocks draw into a canvas; the ``FrameRenderer`` then writes to the
/// terminal only the cells that differ from the frame before. Everything drawn is clipped to
/// the canvas and measured by display width, so nothing wraps or runs off the screen, and
/// control characters in the text are left out, so data cannot move the cursor.
///
/// Drawing can be confined to a rectangle with ``clipped(to:_:)``: the navigation stack gives
/// each screen its area that way, so no screen draws over the status line or out of a modal.
public struct Canvas: Sendable {
  /// The size of the frame.
  public let size: TerminalSize
  /// Where the terminal shows its cursor after the frame (a text field being edited); nil
  /// hides it.
  public var cursor: Position?
  /// The cells drawing may change.
  public private(set) var clip: Rect
  private(set) var cells: [Cell]

  /// A blank frame.
  /// - Parameter size: The screen's size.
  public init(size: TerminalSize) {
    self.size = size
    clip = Rect(size)
    cells = Array(repeating: .blank, count: size.rows * size.columns)
  }

  /// The whole frame, as a rectangle.
  public var bounds: Rect { Rect(size) }

  /// Draws with the drawing confined to a rectangle (inside the current clip).
  /// - Parameters:
  ///   - rect: Where drawing may change cells.
  ///   - draw: The drawing.
  public mutating func clipped(to rect: Rect, _ draw: (inout Canvas) -> Void) {
    let outer = clip
    clip = clip.intersection(rect)
    draw(&self)
    clip = outer
  }

  subscript(row: Int, column: Int) -> Cell {
    cells[row * size.columns + column]
  }

  /// Draws text on one row, clipped to the frame and to `maxWidth` columns. A wide character
  /// that would be cut in half leaves a blank instead.
  /// - Parameters:
  ///   - text: The text; newlines and tabs draw as spaces.
  ///   - position: Where its first character goes.
  ///   - style: Its style.
  ///   - maxWidth: The most columns it may take; the rest of the row when nil.
  /// - Returns: The columns drawn.
  @discardableResult
  public mutating func draw(
    _ text: String, at position: Position, style: Style = .plain, maxWidth: Int? = nil
  ) -> Int {
    guard (clip.origin.row..<clip.endRow).contains(position.row),
      (clip.origin.column..<clip.endColumn).contains(position.column)
    else { return 0 }
    let limit = min(clip.endColumn, position.column + max(0, maxWidth ?? size.columns))
    var column = position.column
    for character in TextLayout.singleLine(text) {
      let width = DisplayWidth.of(character)
      if width == 0 { continue }
      if column + width > limit {
        if column < limit {
          put(Cell(character: " ", style: style, width: 1), row: position.row, column: column)
        }
        column = limit
        break
      }
      put(
        Cell(character: character, style: style, width: UInt8(width)), row: position.row,
        column: column)
      column += width
    }
    return column - position.column
  }

  /// Blanks a rectangle, in a style (a reversed bar, say).
  /// - Parameters:
  ///   - rect: The cells to blank; clipped.
  ///   - style: The style of the blanks.
  public mutating func fill(_ rect: Rect, style: Style = .plain) {
    let area = rect.intersection(clip)
    for row in area.origin.row..<area.endRow {
      for column in area.origin.column..<area.endColumn {
        put(Cell(character: " ", style: style, width: 1), row: row, column: column)
      }
    }
  }

  /// Gives the cells of a rectangle a style, keeping their characters: how a list shows its
  /// selected row.
  /// - Parameters:
  ///   - style: The new style.
  ///   - rect: The cells; clipped.
  public mutating func setStyle(_ style: Style, in rect: Rect) {
    let area = rect.intersection(clip)
    for row in area.origin.row..<area.endRow {
      for column in area.origin.column..<area.endColumn {
        cells[row * size.columns + column].style = style
      }
    }
  }

  /// Puts a cell of width 1 or 2, blanking the other half of any wide character it covers.
  private mutating func put(_ cell: Cell, row: Int, column: Int) {
    let start = row * size.columns
    let index = start + column
    let span = Int(cell.width)
    if cells[index].isContinuation, column > 0 {
      cells[index - 1] = Cell(character: " ", style: cells[index - 1].style, width: 1)
    }
    let last = index + span - 1
    if cells[last].width == 2, column + span < size.columns {
      cells[last + 1] = Cell(character: " ", style: cells[last + 1].style, width: 1)
    }
    cells[index] = cell
    if span == 2 { cells[index + 1] = .continuation(cell.style) }
  }
}

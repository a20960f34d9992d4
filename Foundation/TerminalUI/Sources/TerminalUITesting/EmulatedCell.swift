import TerminalUI

/// A cell of an emulated screen: what a person sees there, and how.
struct EmulatedCell: Equatable, Sendable {
  /// The character drawn, with its combining marks; a space when blank, empty in the second
  /// cell of a wide character.
  var text: String
  var style: Style
  /// 1, 2 for the first cell of a wide character, 0 for its second.
  var width: Int

  static let blank = EmulatedCell(text: " ", style: .plain, width: 1)
}

/// A screen's grid of cells, row after row.
struct EmulatedGrid: Equatable, Sendable {
  private(set) var size: TerminalSize
  private var cells: [EmulatedCell]

  init(_ size: TerminalSize) {
    self.size = size
    cells = Array(repeating: .blank, count: size.rows * size.columns)
  }

  subscript(row: Int, column: Int) -> EmulatedCell {
    get { cells[row * size.columns + column] }
    set { cells[row * size.columns + column] = newValue }
  }

  /// Puts a character, blanking what is left of any wide character it covers part of.
  mutating func put(_ cell: EmulatedCell, row: Int, column: Int) {
    if self[row, column].width == 0, column > 0 { self[row, column - 1] = .blank }
    let last = column + cell.width - 1
    if last < size.columns, self[row, last].width == 2, last + 1 < size.columns {
      self[row, last + 1] = .blank
    }
    self[row, column] = cell
    if cell.width == 2, column + 1 < size.columns {
      self[row, column + 1] = EmulatedCell(text: "", style: cell.style, width: 0)
    }
  }

  /// Blanks the cells from `start` to `end` (exclusive) of a row.
  mutating func erase(row: Int, from start: Int, to end: Int) {
    let start = max(0, start)
    let end = min(size.columns, end)
    guard start < end else { return }
    if self[row, start].width == 0, start > 0 { self[row, start - 1] = .blank }
    if self[row, end - 1].width == 2, end < size.columns { self[row, end] = .blank }
    for column in start..<end { self[row, column] = .blank }
  }

  /// Moves every row up by one; the last row becomes blank.
  mutating func scrollUp() {
    cells.removeFirst(size.columns)
    cells += Array(repeating: .blank, count: size.columns)
  }

  /// The grid at another size: rows and columns kept from the top left, cut or blank-filled.
  func resized(to newSize: TerminalSize) -> EmulatedGrid {
    var grid = EmulatedGrid(newSize)
    for row in 0..<min(size.rows, newSize.rows) {
      for column in 0..<min(size.columns, newSize.columns) {
        grid[row, column] = self[row, column]
      }
      let lastColumn = newSize.columns - 1
      if lastColumn >= 0, lastColumn < size.columns, grid[row, lastColumn].width == 2 {
        grid[row, lastColumn] = .blank
      }
    }
    return grid
  }

  /// The text of a row: the characters, without the second cells of wide characters, and
  /// without trailing spaces.
  func line(_ row: Int) -> String {
    var text = ""
    for column in 0..<size.columns { text += self[row, column].text }
    while text.last == " " { text.removeLast() }
    return text
  }
}

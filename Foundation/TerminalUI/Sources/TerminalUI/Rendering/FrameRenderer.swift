/// Turns frames into what the terminal is sent: only the cells that changed since the last
/// frame, or everything after ``invalidate()`` (a resize, a resume, Ctrl-L).
///
/// It keeps the last frame it rendered as its picture of the screen, so it must see every byte
/// the screen gets from this program; anything else written to the terminal calls for an
/// ``invalidate()``.
///
/// With ``isColorEnabled`` off (the user set `NO_COLOR`), no colour is written: text keeps
/// its bold, dim, underline and reversed video, which carry no colour, so the selection and
/// the status line still show.
public struct FrameRenderer: Sendable {
  /// Whether the text's colours are written; when false, every cell is drawn in the
  /// terminal's own colour.
  public var isColorEnabled = true
  private var previous: Canvas?
  /// The cursor's place as the terminal has it; nil when unknown (after a wide character or
  /// the last column, whose width or wrap the terminal may see otherwise).
  private var cursor: Position?
  private var style: Style?
  private var isCursorVisible: Bool?

  /// A renderer whose first frame repaints the whole screen.
  public init() {}

  /// Forgets the screen: the next frame clears it and draws everything.
  public mutating func invalidate() {
    previous = nil
    cursor = nil
    style = nil
    isCursorVisible = nil
  }

  /// The bytes that take the terminal from the last frame to `frame`: nothing at all when
  /// nothing changed. A frame of another size than the last repaints everything.
  /// - Parameter frame: The new frame.
  /// - Returns: Bytes to write to the terminal in one go.
  public mutating func render(_ frame: Canvas) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(previous == nil ? frame.size.rows * frame.size.columns * 2 : 256)
    bytes += ControlSequence.beginSynchronizedUpdate
    let start = bytes.count
    let old: Canvas
    if let previous, previous.size == frame.size {
      old = previous
    } else {
      bytes += ControlSequence.resetStyle + ControlSequence.clearScreen
      old = Canvas(size: frame.size)
      (cursor, style) = (Position(row: 0, column: 0), .plain)
    }
    for row in 0..<frame.size.rows {
      writeChanges(in: row, from: old, to: frame, into: &bytes)
    }
    if style != .plain {
      bytes += ControlSequence.resetStyle
      style = .plain
    }
    placeCursor(frame.cursor, into: &bytes)
    previous = frame
    guard bytes.count > start else { return [] }
    return bytes + ControlSequence.endSynchronizedUpdate
  }

  /// Writes the runs of changed cells of one row. Short stretches of unchanged cells between
  /// changes are written again, which costs fewer bytes than a cursor move.
  private mutating func writeChanges(
    in row: Int, from old: Canvas, to new: Canvas, into bytes: inout [UInt8]
  ) {
    let columns = new.size.columns
    var column = 0
    while column < columns {
      guard old[row, column] != new[row, column] else {
        column += 1
        continue
      }
      var first = column
      if new[row, first].isContinuation, first > 0 { first -= 1 }
      var last = column
      var next = column + 1
      while next < columns, next - last <= 4 {
        if old[row, next] != new[row, next] { last = next }
        next += 1
      }
      if new[row, last].width == 2, last + 1 < columns { last += 1 }
      write(row: row, columns: first...last, of: new, into: &bytes)
      column = last + 1
    }
  }

  private mutating func write(
    row: Int, columns: ClosedRange<Int>, of frame: Canvas, into bytes: inout [UInt8]
  ) {
    for index in columns {
      let cell = frame[row, index]
      if cell.isContinuation { continue }
      let position = Position(row: row, column: index)
      if cursor != position { ControlSequence.appendMove(to: position, to: &bytes) }
      let cellStyle = isColorEnabled ? cell.style : cell.style.withoutColor
      if style != cellStyle {
        ControlSequence.appendStyle(cellStyle, to: &bytes)
        style = cellStyle
      }
      bytes += cell.character.utf8
      let next = index + Int(cell.width)
      let isPlain = cell.width == 1 && cell.character.unicodeScalars.count == 1
      cursor = isPlain && next < frame.size.columns ? Position(row: row, column: next) : nil
    }
  }

  private mutating func placeCursor(_ position: Position?, into bytes: inout [UInt8]) {
    if let position {
      if cursor != position { ControlSequence.appendMove(to: position, to: &bytes) }
      cursor = position
      if isCursorVisible != true { bytes += ControlSequence.showCursor }
      isCursorVisible = true
    } else if isCursorVisible != false {
      bytes += ControlSequence.hideCursor
      isCursorVisible = false
    }
  }
}

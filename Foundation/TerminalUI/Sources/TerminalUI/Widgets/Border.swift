/// A box drawn around a rectangle, with a title in its top edge: the frame of a modal.
///
/// ```
/// ┌─ Quantity ───────────┐
/// │                      │
/// └──────────────────────┘
/// ```
public struct Border: Sendable {
  /// The title in the top edge; none when empty.
  public var title: String

  /// A border.
  public init(title: String = "") {
    self.title = title
  }

  /// Blanks the rectangle and draws the box on its outer cells.
  /// - Parameters:
  ///   - canvas: The frame.
  ///   - rect: The box, border included.
  /// - Returns: The inside of the box.
  @discardableResult
  public func draw(in canvas: inout Canvas, around rect: Rect) -> Rect {
    guard rect.rows >= 2, rect.columns >= 2 else {
      return Rect(row: 0, column: 0, rows: 0, columns: 0)
    }
    canvas.fill(rect)
    let horizontal = String(repeating: "─", count: rect.columns - 2)
    let top = rect.origin.row
    let bottom = rect.endRow - 1
    let left = rect.origin.column
    let right = rect.endColumn - 1
    canvas.draw("┌" + horizontal + "┐", at: Position(row: top, column: left))
    canvas.draw("└" + horizontal + "┘", at: Position(row: bottom, column: left))
    for row in (top + 1)..<bottom {
      canvas.draw("│", at: Position(row: row, column: left))
      canvas.draw("│", at: Position(row: row, column: right))
    }
    if !title.isEmpty, rect.columns > 6 {
      let label =
        " " + TextLayout.truncate(TextLayout.singleLine(title), toWidth: rect.columns - 6) + " "
      canvas.draw(label, at: Position(row: top, column: left + 2), style: .bold)
    }
    return rect.inset(by: 1)
  }
}

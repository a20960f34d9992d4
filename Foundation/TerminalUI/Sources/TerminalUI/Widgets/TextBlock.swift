/// Text in an area: wrapped at spaces to the area's width, or each line truncated with an
/// ellipsis. Text that needs more rows than the area has ends with an ellipsis on its last
/// row.
///
/// ```swift
/// TextBlock(note.text).draw(in: &canvas, area: body)
/// TextBlock(note.title, style: .bold, overflow: .truncate).draw(in: &canvas, area: title)
/// ```
public struct TextBlock: Sendable {
  /// What happens to a line longer than the area is wide.
  public enum Overflow: Sendable {
    /// It is cut, ending in an ellipsis.
    case truncate
    /// It goes on, on the next row, broken at a space where possible.
    case wrap
  }

  /// The text; `\n` starts a new line.
  public var text: String
  /// Its style.
  public var style: Style
  /// What happens to a line too long for the area.
  public var overflow: Overflow

  /// A block of text.
  public init(_ text: String, style: Style = .plain, overflow: Overflow = .wrap) {
    self.text = text
    self.style = style
    self.overflow = overflow
  }

  /// The rows the text takes at a width.
  /// - Parameter width: The columns available.
  /// - Returns: The lines, each at most `width` columns.
  public func lines(width: Int) -> [String] {
    switch overflow {
    case .wrap:
      return TextLayout.wrap(text, toWidth: width)
    case .truncate:
      return text.split(separator: "\n", omittingEmptySubsequences: false).map {
        TextLayout.truncate(TextLayout.singleLine(String($0)), toWidth: width)
      }
    }
  }

  /// Draws the text from the area's top row.
  /// - Parameters:
  ///   - canvas: The frame.
  ///   - area: Where the text may go.
  /// - Returns: The rows drawn.
  @discardableResult
  public func draw(in canvas: inout Canvas, area: Rect) -> Int {
    guard !area.isEmpty else { return 0 }
    var lines = lines(width: area.columns)
    if lines.count > area.rows {
      lines = Array(lines.prefix(area.rows))
      let last = lines[lines.count - 1]
      lines[lines.count - 1] = TextLayout.truncate(last + " …", toWidth: area.columns)
    }
    for (offset, line) in lines.enumerated() {
      canvas.draw(
        line, at: Position(row: area.origin.row + offset, column: area.origin.column),
        style: style, maxWidth: area.columns)
    }
    return lines.count
  }
}

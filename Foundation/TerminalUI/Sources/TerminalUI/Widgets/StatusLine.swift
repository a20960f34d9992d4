/// The bar at the bottom of the screen: where the user is on the left, the app's state on the
/// right (`Catalog › Mug` … `2 items · ada@example.com`), in reversed video across the row.
///
/// When both do not fit, the left side is cut first.
public struct StatusLine: Sendable, Equatable {
  /// The left side.
  public var leading: String
  /// The right side.
  public var trailing: String
  /// What just happened, said whole: an ``AppShell`` wraps it on the rows above the bar, however
  /// long, where the left side would cut it.
  public var message: String?

  /// A status line.
  public init(leading: String, trailing: String = "", message: String? = nil) {
    self.leading = leading
    self.trailing = trailing
    self.message = message
  }

  /// Draws the status line on the area's first row.
  /// - Parameters:
  ///   - canvas: The frame.
  ///   - area: Its first row is the bar.
  public func draw(in canvas: inout Canvas, area: Rect) {
    guard !area.isEmpty else { return }
    let width = area.columns
    let row = Rect(row: area.origin.row, column: area.origin.column, rows: 1, columns: width)
    canvas.fill(row, style: .reversed)
    let right = TextLayout.truncate(TextLayout.singleLine(trailing), toWidth: width - 2)
    let rightWidth = DisplayWidth.of(right)
    let room = width - 2 - (rightWidth > 0 ? rightWidth + 2 : 0)
    let left = TextLayout.truncate(TextLayout.singleLine(leading), toWidth: room)
    canvas.draw(
      left, at: Position(row: row.origin.row, column: row.origin.column + 1), style: .reversed,
      maxWidth: max(0, room))
    canvas.draw(
      right,
      at: Position(row: row.origin.row, column: row.endColumn - 1 - rightWidth),
      style: .reversed, maxWidth: rightWidth)
  }
}

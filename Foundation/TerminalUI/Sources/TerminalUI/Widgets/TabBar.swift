/// The row of tabs at the top of an app's screen, each numbered by the key that shows it,
/// the shown one in reversed video: ` 1 Catalog   2 Cart   3 Orders `. Tabs that do not fit
/// are cut at the right.
public struct TabBar: Sendable, Equatable {
  /// The tabs' names, in order.
  public var titles: [String]
  /// The place of the shown tab, if one is.
  public var selected: Int?

  /// A tab bar.
  public init(titles: [String], selected: Int?) {
    self.titles = titles
    self.selected = selected
  }

  /// Draws the bar on the area's first row.
  /// - Parameters:
  ///   - canvas: The frame.
  ///   - area: Its first row is the bar.
  public func draw(in canvas: inout Canvas, area: Rect) {
    guard !area.isEmpty else { return }
    var column = area.origin.column
    for (place, title) in titles.enumerated() {
      let label = place < 9 ? " \(place + 1) \(title) " : " \(title) "
      let style: Style = place == selected ? .reversed : .plain
      let room = area.endColumn - column
      guard room > 0 else { return }
      column += canvas.draw(
        TextLayout.singleLine(label), at: Position(row: area.origin.row, column: column),
        style: style, maxWidth: room)
      column += 1
    }
  }
}

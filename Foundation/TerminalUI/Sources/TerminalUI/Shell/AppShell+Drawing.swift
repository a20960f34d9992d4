/// How the shell draws a frame.
extension AppShell {
  /// Draws the tab bar on the first row (when there are tabs), the status line on the last,
  /// the shown tab's screens between them, and the sheets over everything.
  /// - Parameter canvas: The frame.
  public func draw(in canvas: inout Canvas) {
    var area = canvas.bounds
    if !tabs.isEmpty {
      TabBar(titles: tabs.map(\.title), selected: tabs.firstIndex { $0 === selected })
        .draw(in: &canvas, area: area.removeFirstRow())
    }
    let keys = shortcuts.map { "\($0.key) \($0.label)" }.joined(separator: " · ")
    let whereabouts = [trail, keys].filter { !$0.isEmpty }.joined(separator: " · ")
    let status = statusLine?(whereabouts) ?? StatusLine(leading: whereabouts)
    status.draw(in: &canvas, area: area.removeLastRow())
    if let message = status.message, !message.isEmpty {
      drawMessage(message, in: &canvas, area: &area)
    }
    selected?.stack.draw(in: &canvas, area: area)
    for sheet in sheets {
      let room = TerminalSize(rows: area.rows - 2, columns: area.columns - 4)
      let size = sheet.screen.preferredSize(in: room)
      let frame = area.centered(
        rows: min(size.rows, room.rows) + 2, columns: min(size.columns, room.columns) + 2)
      canvas.cursor = nil
      let inside = Border(title: sheet.screen.title).draw(in: &canvas, around: frame)
      canvas.clipped(to: inside) { sheet.screen.draw(in: &$0, area: inside) }
    }
  }

  /// Draws a message whole, wrapped on the rows above the status line (at most half the
  /// screen), taking them from the screens' area.
  private func drawMessage(_ message: String, in canvas: inout Canvas, area: inout Rect) {
    let lines = TextLayout.wrap(message, toWidth: max(1, area.columns - 2))
    let rows = min(lines.count, max(1, area.rows / 2))
    let box = area.removeLastRows(rows)
    canvas.fill(box, style: .bold)
    for (offset, line) in lines.prefix(rows).enumerated() {
      canvas.draw(
        line, at: Position(row: box.origin.row + offset, column: box.origin.column + 1),
        style: .bold, maxWidth: box.columns - 2)
    }
  }
}

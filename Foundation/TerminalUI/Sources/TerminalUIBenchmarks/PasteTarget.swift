import TerminalUI

/// The program the input benchmark runs in a pseudo-terminal: this executable started with
/// ``argument``, full screen on the real terminal, a text field with the focus and, under it,
/// how many characters the field holds, so the benchmark sees when a paste is all in.
enum PasteTarget {
  static let argument = "--paste-target"

  /// Runs until Ctrl-C; the field takes every text key, `q` too.
  @MainActor
  static func run() async throws {
    let app = TerminalApp(
      device: SystemTerminal(), navigation: ScreenStack(root: PasteFieldScreen()))
    try await app.run()
  }
}

/// A field and its length.
@MainActor
private final class PasteFieldScreen: Screen {
  let title = "Paste"
  private var field = TextField(placeholder: "paste here")

  func draw(in canvas: inout Canvas, area: Rect) {
    var body = area
    field.draw(in: &canvas, area: body.removeFirstRow())
    TextBlock("\(field.cursor) characters").draw(in: &canvas, area: body.removeFirstRow())
  }

  func handle(_ key: Key) -> KeyHandling {
    field.handle(key)
  }
}

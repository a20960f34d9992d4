import TerminalUI
import TerminalUITesting
import Testing

/// Any terminal: `TERM=dumb` or no `TERM` keeps a program to lines (the plain mode a screen
/// reader follows), and `NO_COLOR` takes colour out of every frame.
@Suite("The user's terminal settings")
struct TerminalEnvironmentTests {
  @Test(
    "Full screen needs a TERM that names a terminal able to run it",
    arguments: [
      ([:], false), (["TERM": ""], false), (["TERM": "dumb"], false),
      (["TERM": "xterm-256color"], true), (["TERM": "screen"], true), (["TERM": "linux"], true),
    ] as [([String: String], Bool)])
  func fullScreen(variables: [String: String], canRunFullScreen: Bool) {
    #expect(TerminalEnvironment(variables).canRunFullScreen == canRunFullScreen)
  }

  @Test(
    "NO_COLOR with any value but the empty one turns colour off",
    arguments: [
      ([:], true), (["NO_COLOR": ""], true), (["NO_COLOR": "1"], false),
      (["NO_COLOR": "0"], false), (["NO_COLOR": "false"], false),
    ] as [([String: String], Bool)])
  func color(variables: [String: String], allowsColor: Bool) {
    #expect(TerminalEnvironment(variables).allowsColor == allowsColor)
  }
}

/// What a user who set `NO_COLOR` sees: no colour anywhere, the selection and the status
/// line still marked.
@MainActor
@Suite("Frames without colour")
struct NoColorTests {
  private func frame() -> Canvas {
    var canvas = Canvas(size: TerminalSize(rows: 2, columns: 20))
    canvas.draw("card declined", at: Position(row: 0, column: 0), style: .error)
    canvas.draw("> Mug", at: Position(row: 1, column: 0), style: .reversed)
    return canvas
  }

  @Test("With colour off, red text is drawn in the terminal's colour; reversed video stays")
  func noColor() {
    var renderer = FrameRenderer()
    renderer.isColorEnabled = false
    let bytes = renderer.render(frame())
    var screen = EmulatedScreen(rows: 2, columns: 20)
    screen.feed(bytes)
    #expect(screen.lines[0] == "card declined")
    #expect(screen.style(at: Position(row: 0, column: 0)) == .plain)
    #expect(screen.style(at: Position(row: 1, column: 0)) == .reversed)
    #expect(!String(decoding: bytes, as: UTF8.self).contains(";31m"), "no colour sequence")
  }

  @Test("With colour on, as by default, the red text is red")
  func color() {
    var renderer = FrameRenderer()
    var screen = EmulatedScreen(rows: 2, columns: 20)
    screen.feed(renderer.render(frame()))
    #expect(screen.style(at: Position(row: 0, column: 0)) == .error)
  }

  @Test("An app on a terminal whose user set NO_COLOR draws no colour")
  func appWithoutColor() throws {
    let terminal = VirtualTerminal(rows: 3, columns: 20)
    terminal.isColorEnabled = false
    let navigation = ScreenStack(root: ErrorScreen())
    navigation.statusLine = { StatusLine(leading: "Checkout", trailing: "2 items") }
    let app = TerminalApp(device: terminal, navigation: navigation)
    try app.start()
    #expect(terminal.lines[0] == "payment declined")
    #expect(terminal.screen.style(at: Position(row: 0, column: 0)) == .plain)
    #expect(terminal.screen.style(at: Position(row: 2, column: 1)).isReversed, "status line")
    app.stop()
  }
}

/// A screen that shows an error, in the error style.
@MainActor
private final class ErrorScreen: Screen {
  let title = "Checkout"

  func draw(in canvas: inout Canvas, area: Rect) {
    canvas.draw("payment declined", at: area.origin, style: .error)
  }

  func handle(_ key: Key) -> KeyHandling { .ignored }
}

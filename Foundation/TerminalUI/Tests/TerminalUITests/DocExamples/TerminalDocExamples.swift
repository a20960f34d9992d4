import Architecture
import CoreTesting
import TerminalUI
import TerminalUITesting
import Testing

// The examples of the terminal: the environment, the system terminal, the run loop, and the
// terminals of tests (the emulated screen, the pseudo-terminal).

/// Opens the notes, as the app's global key `n` does.
@MainActor
func openNotes() -> KeyHandling { .handled }

/// Shows the app's first screen.
@MainActor
func startFirstFeature(presentingIn navigation: ScreenStack) throws {
  navigation.show(NotesScreen(Presentation([])), as: .push)
}

// SystemTerminal: full screen at a terminal, else the line prompt.
@MainActor
func runFullScreenOrLines(navigation: ScreenStack) async throws {
  if SystemTerminal.isInteractive {
    try await TerminalApp(device: SystemTerminal(), navigation: navigation).run()
  } else {
    try await runLinePrompt()
  }
}

// TerminalApp.
@MainActor
func runNotesWindow() async throws {
  let navigation = ScreenStack()
  let app = TerminalApp(device: SystemTerminal(), navigation: navigation)
  app.onUnhandledKey = { key in key == .character("n") ? openNotes() : .ignored }
  try await app.run { _ in try startFirstFeature(presentingIn: navigation) }
}

@Suite("The examples of the terminal")
@MainActor
struct TerminalDocExamples {
  @Test("TERM=dumb keeps a program to its lines; NO_COLOR takes the colour out")
  func environment() {
    let settings = ExampleValues.of {
      TerminalEnvironment(["TERM": "dumb"]).canRunFullScreen  // false: use the line prompt
      TerminalEnvironment(["NO_COLOR": "1"]).allowsColor  // false
    }
    #expect(settings.map { $0 as? Bool } == [false, false])
    #expect(TerminalEnvironment(["TERM": "xterm", "NO_COLOR": ""]).canRunFullScreen)
    #expect(TerminalEnvironment(["TERM": "xterm", "NO_COLOR": ""]).allowsColor)
  }

  @Test("the emulated screen shows the bytes a program writes as a person sees them")
  func emulatedScreen() {
    let shown = ExampleValues.of {
      var screen = EmulatedScreen(rows: 2, columns: 10)
      screen.feed(Array("\u{1B}[2;3Hhi".utf8))
      screen.lines  // ["", "  hi"]
      screen.cursor  // (row 1, column 4)
    }
    #expect(shown.first as? [String] == ["", "  hi"])
    #expect(shown.last as? Position == Position(row: 1, column: 4))
  }

  @Test(
    "the demo in a pseudo-terminal quits on q and leaves the terminal's modes as they were",
    .enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals cannot be opened here"))
  func pseudoTerminal() async throws {
    let terminal = try PseudoTerminal(rows: 24, columns: 80)
    defer { terminal.close() }
    let before = try terminal.modes()
    try terminal.launch(try BuiltExecutable("TerminalUIDemo").url)
    try await terminal.waitUntil("the list shows") { $0.text.contains("> Apple") }
    terminal.press(.character("q"))
    #expect(try await terminal.waitForExit() == .exited(0))
    #expect(try terminal.modes() == before)
  }
}

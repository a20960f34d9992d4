import TerminalUITesting
import Testing

@testable import TerminalUI

@Suite("Rendering")
struct FrameRendererTests {
  /// A renderer writing into an emulated screen, as the terminal would show its frames.
  private struct Display {
    var renderer = FrameRenderer()
    var screen: EmulatedScreen
    var lastBytes: [UInt8] = []

    init(_ size: TerminalSize) {
      screen = EmulatedScreen(rows: size.rows, columns: size.columns)
      screen.feed(ScreenModes.enter)
    }

    mutating func show(_ canvas: Canvas) {
      lastBytes = renderer.render(canvas)
      screen.feed(lastBytes)
    }
  }

  private let size = TerminalSize(rows: 4, columns: 12)

  @Test("The screen shows what the frame holds, styles and cursor included")
  func firstFrame() {
    var canvas = Canvas(size: size)
    canvas.draw("Mug", at: Position(row: 0, column: 0), style: .bold)
    canvas.draw("マグ 中", at: Position(row: 1, column: 2))
    canvas.fill(Rect(row: 3, column: 0, rows: 1, columns: 12), style: .reversed)
    canvas.draw("status", at: Position(row: 3, column: 1), style: .reversed)
    canvas.cursor = Position(row: 2, column: 5)
    var display = Display(size)
    display.show(canvas)
    #expect(display.screen.lines == ["Mug", "  マグ 中", "", " status"])
    #expect(display.screen.style(at: Position(row: 0, column: 1)) == .bold)
    #expect(display.screen.style(at: Position(row: 3, column: 11)) == .reversed)
    #expect(display.screen.cursor == Position(row: 2, column: 5))
    #expect(display.screen.isCursorVisible)
    #expect(display.screen.unknownSequences == [])
  }

  @Test("A frame writes only the cells that changed, and nothing when none did")
  func onlyChanges() {
    var canvas = Canvas(size: size)
    canvas.draw("Apple", at: Position(row: 0, column: 0))
    canvas.draw("Banana", at: Position(row: 1, column: 0))
    var display = Display(size)
    display.show(canvas)
    canvas.draw("C", at: Position(row: 1, column: 0))
    display.show(canvas)
    #expect(display.screen.text == "Apple\nCanana")
    let written = String(decoding: display.lastBytes, as: UTF8.self)
    #expect(!written.contains("Apple"))
    #expect(written.contains("\u{1B}[2;1HC"))
    #expect(display.lastBytes.count < 30)
    display.show(canvas)
    #expect(display.lastBytes == [])
  }

  @Test("A frame of a new size, or after invalidate, repaints everything")
  func repaint() {
    var display = Display(size)
    var canvas = Canvas(size: size)
    canvas.draw("Apple", at: Position(row: 0, column: 0))
    display.show(canvas)
    display.renderer.invalidate()
    display.show(canvas)
    #expect(String(decoding: display.lastBytes, as: UTF8.self).contains("\u{1B}[2J"))
    #expect(display.screen.lines[0] == "Apple")
    display.screen.resize(rows: 2, columns: 6)
    var small = Canvas(size: TerminalSize(rows: 2, columns: 6))
    small.draw("Apple pie", at: Position(row: 1, column: 0))
    display.show(small)
    #expect(display.screen.lines == ["", "Apple"])
  }

  @Test("Any sequence of frames leaves the screen showing the last one")
  func randomFrames() {
    var generator = SplitMix(seed: 26)
    let words = ["Mug", "マグカップ", "Tea", "中文字", "e\u{301}clair", "👍🏽", "🇫🇷", "cafe", " ", "—"]
    let styles: [Style] = [.plain, .bold, .reversed, .dim, .error]
    for round in 0..<40 {
      var display = Display(size)
      var canvas = Canvas(size: size)
      for _ in 0..<12 {
        for _ in 0..<Int(generator.next() % 6) {
          let word = words[Int(generator.next() % UInt64(words.count))]
          let position = Position(
            row: Int(generator.next() % 4), column: Int(generator.next() % 12))
          canvas.draw(word, at: position, style: styles[Int(generator.next() % 5)])
        }
        canvas.cursor =
          generator.next() % 2 == 0
          ? Position(row: Int(generator.next() % 4), column: Int(generator.next() % 12)) : nil
        display.show(canvas)
        #expect(display.screen.lines == expectedLines(canvas), "round \(round)")
        #expect(display.screen.cursor == canvas.cursor ?? display.screen.cursor)
        #expect(display.screen.isCursorVisible == (canvas.cursor != nil))
        for row in 0..<4 {
          for column in 0..<12 where canvasText(canvas, row, column) != "" {
            #expect(
              display.screen.style(at: Position(row: row, column: column))
                == canvasStyle(canvas, row, column))
          }
        }
      }
    }
  }

  private func expectedLines(_ canvas: Canvas) -> [String] {
    (0..<canvas.size.rows).map { row in
      var line = (0..<canvas.size.columns).map { canvasText(canvas, row, $0) }.joined()
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// What a cell of the frame shows: empty for the second cell of a wide character.
  private func canvasText(_ canvas: Canvas, _ row: Int, _ column: Int) -> String {
    let cell = canvas[row, column]
    return cell.isContinuation ? "" : String(cell.character)
  }

  private func canvasStyle(_ canvas: Canvas, _ row: Int, _ column: Int) -> Style {
    canvas[row, column].style
  }
}

/// A small seeded generator, so a failing round can be replayed.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

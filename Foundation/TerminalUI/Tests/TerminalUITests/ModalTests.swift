import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite("A question in a modal")
struct ModalTests {
  /// A shelf with a quantity question over it, whose answers and cancels are recorded and
  /// which its owner dismisses, as a feature's flow would.
  @MainActor
  private final class Asking {
    let test: TestApp
    var answers: [Int] = []
    var cancels = 0
    var question: QuestionScreen<Int>!

    init() throws {
      test = try TestApp(
        rows: 10, columns: 40, root: ShelfScreen(Shelf(title: "Fruit", items: fruit)))
      question = QuestionScreen(
        .number("How many?", in: 1...9, default: 1), title: "Add apples",
        onAnswer: { [unowned self] in
          answers.append($0)
          test.navigation.dismiss(question)
        },
        onCancel: { [unowned self] in cancels += 1 })
      test.navigation.show(question, as: .sheet)
    }
  }

  @Test("The modal shows over the screen, which stays visible around it")
  func overTheScreen() async throws {
    let asking = try Asking()
    let terminal = asking.test.terminal
    try await terminal.waitUntil("the modal shows") { $0.text.contains("How many?") }
    #expect(
      terminal.lines == [
        "Fruit",
        "> Apple",
        "  Ap┌─ Add apples ─────────────────┐",
        "  Ba│ How many? (1–9, Enter for 1) │",
        "  Bl│                              │",
        "  Bl│ >                            │",
        "  Ch│                              │",
        "  Cl└──────────────────────────────┘",
        "  Coconut",
        "  Cranberry",
      ])
    #expect(terminal.cursor == Position(row: 5, column: 8))
  }

  @Test("A refused answer shows its message and the modal stays; a good one is answered")
  func answering() throws {
    let asking = try Asking()
    let terminal = asking.test.terminal
    terminal.type("12")
    terminal.press(.enter)
    #expect(terminal.lines[5] == "  Bl│ 12 is out of range: type a   │")
    #expect(terminal.lines[6] == "  Ch│ whole number from 1 to 9.    │")
    #expect(asking.answers == [])
    terminal.press(.backspace, .backspace)
    #expect(!terminal.text.contains("out of range"))
    terminal.type("3")
    terminal.press(.enter)
    #expect(asking.answers == [3])
    #expect(!terminal.text.contains("How many?"))
    #expect(terminal.lines[3] == "  Banana")
  }

  @Test("Enter alone gives the default; Esc cancels and the modal stays until its owner acts")
  func defaultAndCancel() throws {
    let asking = try Asking()
    asking.test.terminal.press(.escape)
    #expect(asking.cancels == 1)
    #expect(asking.test.terminal.text.contains("How many?"))
    asking.test.terminal.press(.enter)
    #expect(asking.answers == [1])
  }

  @Test("A modal takes every key: the list below does not move and q does not quit")
  func modalTakesKeys() throws {
    let asking = try Asking()
    asking.test.terminal.press(.down, .character("q"), .character("j"))
    #expect(asking.test.app.isRunning)
    #expect(asking.test.terminal.text.contains("> qj"))
    #expect(asking.test.terminal.lines[1] == "> Apple")
  }

  @Test("A yes-or-no question answers at once on y")
  func yesShortcut() throws {
    let test = try TestApp(rows: 8, columns: 40)
    var answers: [Bool] = []
    test.navigation.show(
      QuestionScreen(
        .yesOrNo("Sign out?", default: false), onAnswer: { answers.append($0) }, onCancel: {}),
      as: .sheet)
    test.terminal.press(.character("y"))
    #expect(answers == [true])
  }
}

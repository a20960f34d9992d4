import Architecture
import TerminalUI
import TerminalUITesting
import Testing

// The examples of input: keys decoded, questions, and a question asked in a modal.

/// What the user does on the counter's screen; the counter's context implements it.
@MainActor
protocol CounterViewReceiver: AnyObject {
  func didChoose(step: Int)
  func didCancel()
}

/// The counter's screen: `s` asks, in a modal, what to count by.
final class CounterScreen: Screen {
  private weak var receiver: (any CounterViewReceiver)?
  private unowned let navigation: any NavigationControllable
  var title: String { "Counter" }
  init(receiver: any CounterViewReceiver, navigation: any NavigationControllable) {
    self.receiver = receiver
    self.navigation = navigation
  }

  func draw(in canvas: inout Canvas, area: Rect) {
    TextBlock("s: count by").draw(in: &canvas, area: area)
  }

  func handle(_ key: Key) -> KeyHandling {
    guard key == .character("s") else { return .ignored }
    // QuestionScreen.
    let ask = QuestionScreen(
      .number("Count by?", in: 1...99, default: 1), title: "Counter",
      onAnswer: { [weak self] step in self?.receiver?.didChoose(step: step) },
      onCancel: { [weak self] in self?.receiver?.didCancel() })
    navigation.show(ask, as: .sheet)
    return .handled
  }
}

/// The counter's context, for the test: it keeps what the user chose and closes the modal.
@MainActor
final class CounterSteps: CounterViewReceiver {
  private(set) var steps: [Int] = []
  private(set) var cancellations = 0
  let navigation = ScreenStack()
  func didChoose(step: Int) {
    steps.append(step)
    navigation.goBack()
  }
  func didCancel() {
    cancellations += 1
    navigation.goBack()
  }
}

@Suite("The examples of input")
@MainActor
struct InputDocExamples {
  @Test("keys are decoded from bytes; a lone Esc waits for a flush; a paste is one key")
  func keyDecoder() {
    let keys = ExampleValues.of {
      var decoder = KeyDecoder()
      decoder.decode(Array("j\u{1B}[B".utf8))  // [.character("j"), .down]
      decoder.decode([0x1B])  // [], pending
      decoder.flush()  // [.escape]
      decoder.decode(Array("\u{1B}[200~q\r\u{1B}[201~".utf8))  // [.paste("q\r")]
    }
    #expect(
      keys.map { $0 as? [Key] } == [[.character("j"), .down], [], [.escape], [.paste("q\r")]])
  }

  @Test("a number question gives its default for nothing typed, and says what to type")
  func question() {
    let answers = ExampleValues.of {
      let quantity = Question.number("How many?", in: 1...99, default: 1)
      quantity.answer("")  // .success(1)
      quantity.answer("120")  // .failure: "120 is out of range: type a whole number from 1 to 99."
    }
    let results = answers.map { $0 as? Result<Int, Question<Int>.Rejection> }
    #expect(results.first == .success(1))
    let refusal = Question<Int>.Rejection("120 is out of range: type a whole number from 1 to 99.")
    #expect(results.last == .failure(refusal))
  }

  @Test("a question in a modal refuses an answer out of range, then tells its owner the answer")
  func questionScreen() throws {
    let counter = CounterSteps()
    let screen = CounterScreen(receiver: counter, navigation: counter.navigation)
    counter.navigation.show(screen, as: .push)
    let terminal = VirtualTerminal(rows: 10, columns: 40)
    let app = TerminalApp(device: terminal, navigation: counter.navigation)
    try app.start()
    terminal.press(.character("s"))
    #expect(terminal.text.contains("Count by? (1–99, Enter for 1)"))
    terminal.type("120")
    terminal.press(.enter)
    #expect(terminal.text.contains("120 is out of range"))
    terminal.press(.backspace, .backspace, .backspace)
    terminal.type("3")
    terminal.press(.enter)
    #expect(counter.steps == [3])
    #expect(!terminal.text.contains("Count by?"))
    terminal.press(.character("s"), .escape)
    #expect(counter.cancellations == 1)
    #expect(counter.navigation.modals.isEmpty)
  }
}

import Architecture
import ArchitectureTesting
import TerminalUI
import TerminalUITesting
import Testing

// The examples of line mode: the line navigation, printed and asking line views, questions
// asked on a console, and the consoles of tests.

/// The notes as lines of text: a plain function of the view state.
enum NotesText {
  static func text(_ state: NotesViewState) -> String {
    state.notes.map { "- \($0)\n" }.joined()
  }
}

/// The notes' views in line mode.
struct NotesLineViewFactory: NotesViewFactory {
  let console: any Console

  // PrintedLineView.
  func makeNotesView(
    _ presentation: Presentation<NotesViewState>, receiver: any NotesViewReceiver
  ) -> any ViewControllable {
    PrintedLineView(presentation, on: console, text: NotesText.text) { [weak receiver] in
      receiver?.didRequestBack()
    }
  }
}

/// What the user does in the name's view.
@MainActor
protocol NameViewReceiver: AnyObject {
  func didEnter(name: String)
  func didRequestBack()
}

// LineView.
final class NameLineView: LineView {
  private let question = ConsoleQuestion()
  private let console: any Console
  private weak var receiver: (any NameViewReceiver)?
  init(console: any Console, receiver: any NameViewReceiver) {
    self.console = console
    self.receiver = receiver
  }

  func didAppear() {
    question.ask("Your name (empty to cancel): ", on: console) { [weak self] answer in
      if let answer, !answer.isEmpty {
        self?.receiver?.didEnter(name: answer)
      } else {
        self?.receiver?.didRequestBack()
      }
    }
  }

  func didDisappear() { question.withdraw() }
}

/// Greets the user by the name entered, on the console; or notes that the user left.
@MainActor
final class Greeter: NameViewReceiver {
  private let console: any Console
  private(set) var hasLeft = false
  init(console: any Console) { self.console = console }
  func didEnter(name: String) { console.show("Hello, \(name)!\n") }
  func didRequestBack() { hasLeft = true }
}

/// What the step's view shows: the question asked now, if any.
struct StepViewState {
  var question: String?
}

/// The answers the step's view hears.
@MainActor
final class StepAnswers {
  private(set) var answers: [String?] = []
  func didAnswer(_ answer: String?) { answers.append(answer) }
}

/// A line view that asks what its state asks, and withdraws the question when the state no
/// longer asks it.
@MainActor
final class StepLineView: LineView {
  private let question = ConsoleQuestion()
  private let console: any Console
  private weak var receiver: StepAnswers?
  init(console: any Console, receiver: StepAnswers) {
    self.console = console
    self.receiver = receiver
  }

  func didAppear() {}

  func show(_ state: StepViewState) {
    // ConsoleQuestion.
    if let text = state.question {
      question.ask(text, on: console) { [weak self] in self?.receiver?.didAnswer($0) }
    } else {
      question.withdraw()
    }
  }
}

@Suite("The examples of line mode")
@MainActor
struct LineModeDocExamples {
  @Test("a board run in line mode prints its view, and completes as the view leaves")
  func lineNavigation() async {
    let console = ScriptedConsole()
    let tree = FlowTree(leakTracker: nil)
    let motherboard = Motherboard(name: "notes")
    motherboard.register(.notes) {
      NotesBoard(slot: $0, views: NotesLineViewFactory(console: console))
    }
    tree.launch(motherboard)
    // LineNavigation.
    let navigation = LineNavigation()
    motherboard.navigation = navigation
    let completion = await motherboard.io(.notes).run(["milk"])  // printed, left: .finished
    #expect(completion == .finished)
    #expect(console.transcript == "- milk\n")
    #expect(navigation.shown.isEmpty)
    #expect(await motherboard.io(.notes).run([]) == .finished)
    #expect(console.transcript == "- milk\n", "no notes print nothing")
    tree.shutdown()
  }

  @Test("a line view asks for a name, and the feature greets the user by it")
  func lineView() async {
    // ScriptedConsole.
    let console = ScriptedConsole(answers: ["Ada"])
    let greeter = Greeter(console: console)
    let view = NameLineView(console: console, receiver: greeter)
    view.didAppear()
    await waitUntil("Ada is greeted") { console.transcript.hasSuffix("!\n") }
    #expect(console.transcript == "Your name (empty to cancel): Ada\nHello, Ada!\n")

    let leaving = NameLineView(console: ScriptedConsole(answers: [""]), receiver: greeter)
    leaving.didAppear()
    await waitUntil("the user leaves") { greeter.hasLeft }
  }

  @Test("a question is asked while the state asks it; withdrawn, its answer reaches nobody")
  func consoleQuestion() async {
    let answers = StepAnswers()
    // WaitingConsole.
    let console = WaitingConsole()
    let view = StepLineView(console: console, receiver: answers)
    view.show(StepViewState(question: "Count by? "))
    await console.untilAsked()
    console.answer("2")
    await waitUntil("the answer arrives") { !answers.answers.isEmpty }
    #expect(answers.answers == ["2"])

    view.show(StepViewState(question: "Count by? "))
    await console.untilAsked()
    view.show(StepViewState(question: nil))
    await waitUntil("the question is withdrawn") { console.cancelledQuestions == 1 }
    #expect(answers.answers == ["2"])
    #expect(console.transcript == "Count by? 2\nCount by? ")
  }
}

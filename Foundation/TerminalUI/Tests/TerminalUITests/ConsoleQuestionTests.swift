import TerminalUI
import TerminalUITesting
import Testing

@Suite("A console question")
@MainActor
struct ConsoleQuestionTests {
  /// Lets the main actor run the asking task: a scripted console answers without waiting, so
  /// once the question is on the console, the task has handled its answer in the same turn.
  func untilAsked(_ console: ScriptedConsole, count: Int) async {
    for _ in 0..<100_000 where console.questions.count < count { await Task.yield() }
    #expect(console.questions.count == count, "the question was asked")
  }

  @Test("an answer is handed on; a withdrawn question's answer is dropped")
  func answersAndWithdrawals() async {
    let console = ScriptedConsole(answers: ["2", "3"])
    let question = ConsoleQuestion()
    var answers: [String?] = []

    question.ask("How many? ", on: console) { answers.append($0) }
    await untilAsked(console, count: 1)
    #expect(answers == ["2"])

    question.ask("How many? ", on: console) { answers.append($0) }
    question.withdraw()
    await untilAsked(console, count: 2)
    #expect(answers == ["2"], "the withdrawn question's answer reached nobody")
  }

  @Test("a new question replaces the one still waiting")
  func replaces() async {
    let console = ScriptedConsole(answers: ["first", "second"])
    let question = ConsoleQuestion()
    var answers: [String] = []
    question.ask("A? ", on: console) { answers.append("A: \($0 ?? "-")") }
    question.ask("B? ", on: console) { answers.append("B: \($0 ?? "-")") }
    await untilAsked(console, count: 2)
    #expect(answers == ["B: second"])
  }

  @Test("the scripted console answers in order, then answers nothing, and keeps a transcript")
  @MainActor
  func scriptedConsole() async {
    let console = ScriptedConsole(answers: ["ada@example.com"])
    console.show("Welcome.\n")
    #expect(await console.ask("Email: ") == "ada@example.com")
    #expect(await console.ask("Again: ") == nil)
    #expect(console.questions == ["Email: ", "Again: "])
    #expect(console.transcript == "Welcome.\nEmail: ada@example.com\nAgain: \n")
  }
}

import TerminalUI
import TerminalUITesting
import Testing

@Suite("Questions")
struct QuestionTests {
  @Test(
    "A yes-or-no question takes y, yes, n and no, and Enter for its default",
    arguments: [
      ("y", true), ("YES", true), (" n ", false), ("No", false), ("", true),
    ] as [(String, Bool)])
  func yesOrNo(input: String, answer: Bool) throws {
    #expect(try Question.yesOrNo("Sign out?", default: true).answer(input).get() == answer)
  }

  @Test("A yes-or-no question refuses anything else, and Enter alone without a default")
  func yesOrNoRefusals() {
    let question = Question.yesOrNo("Sign out?")
    #expect(question.hint == "[y/n]")
    #expect(Question.yesOrNo("Sign out?", default: false).hint == "[y/N]")
    #expect(
      question.answer("maybe")
        == .failure(.init("“maybe” is no answer: type y for yes or n for no.")))
    #expect(question.answer("") == .failure(.init("Nothing typed: type y for yes or n for no.")))
    #expect(question.answer(shortcut: "y") == true)
    #expect(question.answer(shortcut: "x") == nil)
  }

  @Test(
    "A number question takes a whole number in its range, and Enter for its default",
    arguments: [
      ("3", 3), ("1", 1), ("99", 99), (" 42 ", 42), ("", 1),
    ] as [(String, Int)])
  func number(input: String, answer: Int) throws {
    #expect(try Question.number("How many?", in: 1...99, default: 1).answer(input).get() == answer)
  }

  @Test(
    "A number question says what is wrong and what to type",
    arguments: [
      ("0", "0 is out of range: type a whole number from 1 to 99."),
      ("120", "120 is out of range: type a whole number from 1 to 99."),
      ("two", "“two” is not a whole number: type a whole number from 1 to 99."),
      ("2.5", "“2.5” is not a whole number: type a whole number from 1 to 99."),
      ("", "Nothing typed: type a whole number from 1 to 99."),
    ])
  func numberRefusals(input: String, message: String) {
    let question = Question.number("How many?", in: 1...99)
    #expect(question.hint == "(1–99)")
    #expect(question.answer(input) == .failure(.init(message)))
    #expect(Question.number("How many?", in: 1...99, default: 1).hint == "(1–99, Enter for 1)")
  }
}

import TerminalUI

/// A console that answers questions from a script and keeps a transcript, for tests and
/// examples.
///
/// ```swift
/// let console = ScriptedConsole(answers: ["Ada"])
/// // ... a feature asks for a name and greets the user ...
/// #expect(console.transcript == "Your name (empty to cancel): Ada\nHello, Ada!\n")
/// ```
@MainActor
public final class ScriptedConsole: Console {
  /// The answers not given yet, first next.
  public private(set) var answers: [String]
  /// Every question asked, oldest first.
  public private(set) var questions: [String] = []
  /// What was shown and asked, with each answer after its question, as a terminal would show it.
  public private(set) var transcript = ""
  /// Echoes what is shown to standard output too, for examples.
  private let echoes: Bool

  /// Makes a console.
  /// - Parameters:
  ///   - answers: The answers to give, in order; once they run out, nobody answers (`nil`).
  ///   - echoes: Whether to print what is shown and asked, as an example does.
  public init(answers: [String] = [], echoes: Bool = false) {
    self.answers = answers
    self.echoes = echoes
  }

  /// Adds text to the transcript.
  public func show(_ text: String) {
    transcript += text
    if echoes { print(text, terminator: "") }
  }

  /// Records the question and gives the next scripted answer.
  public func ask(_ question: String) async -> String? {
    questions.append(question)
    guard !answers.isEmpty else {
      show(question + "\n")
      return nil
    }
    let answer = answers.removeFirst()
    show(question + answer + "\n")
    return answer
  }

  /// Forgets what was shown so far, to assert only what follows.
  public func clearTranscript() {
    transcript = ""
  }
}

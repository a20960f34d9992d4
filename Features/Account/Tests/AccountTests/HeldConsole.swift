import Core
import TerminalUI

/// A console whose questions wait until the test answers, as a customer at a terminal keeps
/// the program waiting; like a terminal, it does not give up when the asking task is
/// cancelled.
@MainActor
final class HeldConsole: Console {
  private(set) var questions: [String] = []
  private(set) var transcript = ""
  private var pending: CheckedContinuation<String?, Never>?
  /// An answer given before the question was asked.
  private var early: String??

  /// Whether a question waits for its answer.
  var isAsking: Bool { pending != nil }

  func show(_ text: String) {
    transcript += text
  }

  func ask(_ question: String) async -> String? {
    questions.append(question)
    transcript += question
    let answer: String?
    if let early {
      self.early = nil
      answer = early
    } else {
      answer = await withCheckedContinuation { pending = $0 }
    }
    transcript += (answer ?? "") + "\n"
    return answer
  }

  /// Answers the waiting question, or the next one when none waits yet.
  func answer(_ text: String?) {
    guard let waiting = pending else {
      early = text
      return
    }
    pending = nil
    waiting.resume(returning: text)
  }
}

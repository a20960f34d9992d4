import Core

/// A console whose questions wait until the test answers, as a customer at a terminal keeps
/// the program waiting; like a terminal, it does not give up when the asking task is
/// cancelled.
@MainActor
final class HeldConsole: Console {
  private(set) var questions: [String] = []
  private(set) var transcript = ""
  private var pending: CheckedContinuation<String?, Never>?

  /// Whether a question waits for its answer.
  var isAsking: Bool { pending != nil }

  func show(_ text: String) {
    transcript += text
  }

  func ask(_ question: String) async -> String? {
    questions.append(question)
    transcript += question
    let answer = await withCheckedContinuation { pending = $0 }
    transcript += (answer ?? "") + "\n"
    return answer
  }

  /// Answers the waiting question.
  func answer(_ text: String?) {
    let waiting = pending
    pending = nil
    waiting?.resume(returning: text)
  }
}

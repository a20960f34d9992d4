import ArchitectureTesting
import TerminalUI
import Testing

/// A console whose questions wait until the test answers them, or until the asking task is
/// cancelled (then the question gets no answer, `nil`), so a test can look at a feature while
/// it waits and detach it mid-question.
///
/// ```swift
/// let console = WaitingConsole()
/// // ... a feature asks a question ...
/// await console.untilAsked()
/// console.answer("2")
/// ```
@MainActor
public final class WaitingConsole: Console {
  /// What was shown and asked, with each answer after its question.
  public private(set) var transcript = ""
  /// Every question asked, oldest first.
  public private(set) var questions: [String] = []
  /// How many questions ended because the asking task was cancelled.
  public private(set) var cancelledQuestions = 0
  private var pending: CheckedContinuation<String?, Never>?

  /// Makes a console with no question pending.
  public init() {}

  /// Whether a question waits for its answer.
  public var isWaiting: Bool { pending != nil }

  /// Adds text to the transcript.
  public func show(_ text: String) {
    transcript += text
  }

  /// Records the question and waits for ``answer(_:)`` or the task's cancellation.
  public func ask(_ question: String) async -> String? {
    questions.append(question)
    transcript += question
    return await withTaskCancellationHandler {
      await withCheckedContinuation { pending = $0 }
    } onCancel: {
      Task { @MainActor in self.cancelPendingQuestion() }
    }
  }

  /// Answers the pending question.
  /// - Parameter answer: The line the customer types, or `nil` for no answer.
  public func answer(_ answer: String?) {
    guard let question = pending else { return }
    pending = nil
    transcript += (answer ?? "") + "\n"
    question.resume(returning: answer)
  }

  /// Returns once a question is pending, or after `limit` without one; it sleeps between
  /// checks, so waiting never keeps the question's own task from running.
  /// - Parameter limit: How long to wait at most.
  /// - Returns: Whether a question is pending.
  @discardableResult
  public func untilAsked(within limit: Duration = .seconds(10)) async -> Bool {
    await waitUntil(within: limit) { pending != nil }
  }

  private func cancelPendingQuestion() {
    guard let question = pending else { return }
    pending = nil
    cancelledQuestions += 1
    question.resume(returning: nil)
  }
}

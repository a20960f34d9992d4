import Account
import AccountInterface
import AccountTesting
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

/// The account test solver with a ``HeldConsole`` in place of the scripted one.
struct HeldConsoleDependencies: AccountDependencies {
  let test: TestAccountDependencies
  let held: HeldConsole

  @MainActor
  init() {
    test = TestAccountDependencies()
    held = HeldConsole()
  }

  var account: any AccountService { test.account }
  var logger: any Logger { test.logger }
  var clock: any WallClock { test.clock }
  var storage: any DocumentStorage { test.storage }
  var console: any Console { held }
}

/// Lets other main-actor tasks run until `condition` holds, or a few thousand turns passed.
@MainActor
func yieldUntil(_ condition: () -> Bool) async {
  for _ in 0..<5_000 where !condition() {
    await Task.yield()
  }
}

/// Lets other main-actor tasks run for a while, to show that something does not happen.
@MainActor
func settle() async {
  for _ in 0..<200 {
    await Task.yield()
  }
}

/// One question a line view asks at a time, which it can withdraw: the asking task holds
/// only the console and the answer handler, so a view whose feature is gone is released while
/// the person still thinks, and a withdrawn question's late answer reaches nobody.
///
/// ```swift
/// if let text = state.question {
///   question.ask(text, on: console) { [weak self] in self?.receiver?.didAnswer($0) }
/// } else {
///   question.withdraw()
/// }
/// ```
@MainActor
public final class ConsoleQuestion {
  private var pending: Task<Void, Never>?

  /// Makes a question holder that asks nothing yet.
  public init() {}

  /// Asks on the console, replacing a question still waiting, and hands the answer on.
  /// - Parameters:
  ///   - question: The question, shown as a prompt.
  ///   - console: Where to ask.
  ///   - answered: Receives the answer, or `nil` when nobody can answer; not called when the
  ///     question is withdrawn or replaced first.
  public func ask(
    _ question: String, on console: any Console,
    then answered: @escaping @MainActor (String?) -> Void
  ) {
    pending?.cancel()
    pending = Task { [weak self] in
      let answer = await console.ask(question)
      guard !Task.isCancelled else { return }
      self?.pending = nil
      answered(answer)
    }
  }

  /// Withdraws the question still waiting, if any: its answer, when it comes, is dropped.
  public func withdraw() {
    pending?.cancel()
    pending = nil
  }
}

/// Where features show text to the user and ask questions: the app's screen, on a terminal.
///
/// A feature's view writes through it; an iOS app would put a view controller in this place.
/// The app chooses the implementation (standard output and input, or a script in tests).
/// Main-actor isolated, like the flows whose views use it.
@MainActor
public protocol Console: AnyObject, Sendable {
  /// Shows text as it is; end it with a newline to end the line.
  /// - Parameter text: The text.
  func show(_ text: String)

  /// Asks a question and waits for one line of answer.
  /// - Parameter question: The question, shown without a newline, as a prompt.
  /// - Returns: The answer, or `nil` when nobody can answer: not a terminal, or the end of input.
  func ask(_ question: String) async -> String?
}

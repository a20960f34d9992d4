import Core

/// The app's console on a terminal: it shows text on standard output and asks questions at the
/// prompt. Only a person at a terminal can answer, so one-shot and piped runs get no answer.
/// What features show can hold what someone typed, so control characters are shown as codes
/// (``TerminalText``), never sent to the terminal.
@MainActor
final class TerminalConsole: Console {
  private let write: @MainActor (String) -> Void
  private let readLine: @MainActor () -> String?
  private let canAsk: Bool

  /// - Parameters:
  ///   - write: Writes to standard output.
  ///   - readLine: Reads one line of standard input.
  ///   - canAsk: Whether a person answers questions (an interactive session at a terminal).
  init(
    write: @escaping @MainActor (String) -> Void, readLine: @escaping @MainActor () -> String?,
    canAsk: Bool
  ) {
    self.write = write
    self.readLine = readLine
    self.canAsk = canAsk
  }

  func show(_ text: String) {
    write(TerminalText.visible(text))
  }

  func ask(_ question: String) async -> String? {
    guard canAsk else { return nil }
    write(TerminalText.visible(question))
    return readLine()
  }
}

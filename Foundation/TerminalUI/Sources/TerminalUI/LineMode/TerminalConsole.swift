/// An app's console in line mode: it shows text on standard output and asks questions at the
/// prompt. Only a person at a terminal can answer, so one-shot and piped runs get no answer.
/// What features show can hold what someone typed, so control characters are shown as codes
/// (``TerminalText``), never sent to the terminal.
@MainActor
public final class TerminalConsole: Console {
  private let write: @MainActor (String) -> Void
  private let readLine: @MainActor () -> String?
  private let canAsk: Bool

  /// Makes the console.
  /// - Parameters:
  ///   - write: Writes to standard output.
  ///   - readLine: Reads one line of standard input.
  ///   - canAsk: Whether a person answers questions (an interactive session at a terminal).
  public init(
    write: @escaping @MainActor (String) -> Void, readLine: @escaping @MainActor () -> String?,
    canAsk: Bool
  ) {
    self.write = write
    self.readLine = readLine
    self.canAsk = canAsk
  }

  /// Writes the text, its control characters made visible.
  public func show(_ text: String) {
    write(TerminalText.visible(text))
  }

  /// Asks at the prompt when a person can answer; otherwise answers `nil` at once.
  public func ask(_ question: String) async -> String? {
    guard canAsk else { return nil }
    write(TerminalText.visible(question))
    return readLine()
  }
}

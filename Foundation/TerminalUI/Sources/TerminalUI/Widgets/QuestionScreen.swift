/// A question asked in a modal: the prompt and its hint, a field for the answer, and the
/// message when the answer is refused.
///
/// Enter answers (a refused answer shows its message and the modal stays); with nothing typed,
/// a shortcut key (`y`, `n`) answers at once; Esc cancels. Like every screen it does not close
/// itself: `onAnswer` and `onCancel` tell its owner, who dismisses it. A modal takes every key,
/// so none reaches the app's global keys while it is open.
///
/// ```swift
/// let ask = QuestionScreen(
///   .number("Count by?", in: 1...99, default: 1), title: "Counter",
///   onAnswer: { [weak self] step in self?.receiver?.didChoose(step: step) },
///   onCancel: { [weak self] in self?.receiver?.didCancel() })
/// navigation.show(ask, as: .sheet)
/// ```
@MainActor
public final class QuestionScreen<Answer: Sendable>: Screen {
  /// The modal's title.
  public let title: String
  private let question: Question<Answer>
  private let onAnswer: @MainActor (Answer) -> Void
  private let onCancel: @MainActor () -> Void
  private var field = TextField()
  /// Why the last answer was refused; cleared by the next edit.
  public private(set) var message: String?

  /// A question screen.
  /// - Parameters:
  ///   - question: The question.
  ///   - title: The modal's title.
  ///   - onAnswer: Gets the answer.
  ///   - onCancel: Called on Esc.
  public init(
    _ question: Question<Answer>, title: String = "",
    onAnswer: @escaping @MainActor (Answer) -> Void,
    onCancel: @escaping @MainActor () -> Void
  ) {
    self.question = question
    self.title = title
    self.onAnswer = onAnswer
    self.onCancel = onCancel
  }

  /// Answers, cancels or edits the answer; every key is taken.
  public func handle(_ key: Key) -> KeyHandling {
    switch key {
    case .escape:
      onCancel()
    case .enter:
      switch question.answer(field.text) {
      case .success(let answer): onAnswer(answer)
      case .failure(let rejection): message = rejection.message
      }
    case .character(let character) where field.text.isEmpty:
      if let answer = question.answer(shortcut: character) {
        onAnswer(answer)
      } else {
        edit(key)
      }
    default:
      edit(key)
    }
    return .handled
  }

  /// The prompt's rows at the width, a blank row, the field and the message's rows.
  public func preferredSize(in available: TerminalSize) -> TerminalSize {
    let width = min(available.columns, max(30, min(60, DisplayWidth.of(promptLine) + 2)))
    let messageRows = message.map { TextLayout.wrap($0, toWidth: width - 2).count } ?? 1
    return TerminalSize(
      rows: promptLines(width: width - 2).count + 2 + messageRows, columns: width)
  }

  /// Draws the prompt, the field and the message, with a column of margin at each side.
  public func draw(in canvas: inout Canvas, area: Rect) {
    var body = Rect(
      row: area.origin.row, column: area.origin.column + 1, rows: area.rows,
      columns: area.columns - 2)
    let prompt = promptLines(width: body.columns)
    TextBlock(prompt.joined(separator: "\n")).draw(
      in: &canvas, area: body.removeFirstRows(prompt.count))
    body.removeFirstRow()
    var fieldRow = body.removeFirstRow()
    canvas.draw("> ", at: fieldRow.origin)
    fieldRow = Rect(
      row: fieldRow.origin.row, column: fieldRow.origin.column + 2, rows: 1,
      columns: fieldRow.columns - 2)
    field.draw(in: &canvas, area: fieldRow)
    if let message {
      TextBlock(message, style: .error).draw(in: &canvas, area: body)
    }
  }

  private var promptLine: String {
    question.hint.isEmpty ? question.prompt : question.prompt + " " + question.hint
  }

  private func promptLines(width: Int) -> [String] {
    TextLayout.wrap(promptLine, toWidth: width)
  }

  private func edit(_ key: Key) {
    if field.handle(key) == .handled { message = nil }
  }
}

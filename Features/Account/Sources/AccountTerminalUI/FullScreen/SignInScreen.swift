import Account
import Architecture
import TerminalUI

/// The sign-in, in a modal over what the customer was doing when a signed-in customer was
/// needed (checking out):
///
/// ```
/// ┌ Sign in ─────────────────────────────────────┐
/// │ Sign in to continue.                         │
/// │                                              │
/// │ Email: ada@example                           │
/// │ "ada@example" is not an email address: the   │
/// │ domain needs a dot, as in example.com        │
/// │ Enter signs in · Esc cancels                 │
/// └──────────────────────────────────────────────┘
/// ```
///
/// The field takes every key: Enter signs in with what was typed (nothing typed, nothing
/// happens), a refused address is said under the field, which stays, and Esc cancels. Like
/// every screen it does not close itself: the sign-in ends, and its board dismisses it.
@MainActor
final class SignInScreen: Screen {
  private let presentation: Presentation<SignInViewState>
  private weak var receiver: (any SignInViewReceiver)?
  private var email = TextField(placeholder: "your email address")

  init(presentation: Presentation<SignInViewState>, receiver: any SignInViewReceiver) {
    self.presentation = presentation
    self.receiver = receiver
  }

  let title = "Sign in"

  /// The widest the modal grows, so the refusal wraps in a readable column.
  private static let width = 56
  private static let label = "Email: "
  private static let hint = "Enter signs in · Esc cancels"

  func preferredSize(in available: TerminalSize) -> TerminalSize {
    let width = min(available.columns, Self.width)
    let text = width - 2
    let rows =
      lines(question, width: text) + 1 + 1 + lines(message, width: text) + 1
    return TerminalSize(rows: rows, columns: width)
  }

  func draw(in canvas: inout Canvas, area: Rect) {
    var body = Rect(
      row: area.origin.row, column: area.origin.column + 1, rows: area.rows,
      columns: max(0, area.columns - 2))
    TextBlock(Self.hint, style: .dim, overflow: .truncate)
      .draw(in: &canvas, area: body.removeLastRow())
    let asked = TextBlock(question)
    asked.draw(in: &canvas, area: body.removeFirstRows(asked.lines(width: body.columns).count))
    body.removeFirstRow()
    let row = body.removeFirstRow()
    canvas.draw(Self.label, at: row.origin, style: .bold)
    let labelWidth = DisplayWidth.of(Self.label)
    email.draw(
      in: &canvas,
      area: Rect(
        row: row.origin.row, column: row.origin.column + labelWidth, rows: 1,
        columns: max(0, row.columns - labelWidth)))
    if let message {
      TextBlock(message, style: .error).draw(in: &canvas, area: body)
    }
  }

  func handle(_ key: Key) -> KeyHandling {
    switch key {
    case .escape:
      receiver?.didRequestBack()
    case .enter:
      if !email.text.allSatisfy(\.isWhitespace) { receiver?.didSubmit(email.text) }
    default:
      _ = email.handle(key)
    }
    return .handled
  }

  private var question: String {
    presentation.viewState.question ?? presentation.viewState.welcome ?? ""
  }

  /// Why the last address did not sign anyone in.
  private var message: String? {
    presentation.viewState.problem ?? presentation.viewState.refusal
  }

  private func lines(_ text: String?, width: Int) -> Int {
    guard let text, width > 0 else { return 0 }
    return TextLayout.wrap(text, toWidth: width).count
  }
}

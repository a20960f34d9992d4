import Account
import Architecture
import TerminalUI

/// The account on screen: who is signed in, and what the customer can do about it.
///
/// ```
/// Account
/// Signed in as ada@example.com
///
/// > Sign in as someone else
///   Sign out
///
/// Signed in as ada@example.com.
/// Enter chooses · Esc goes back · q quits
/// ```
///
/// Enter on "Sign in" opens an email field, which takes every key: Enter signs in with what was
/// typed (a refused address is said under the field, which stays open), Esc closes it. Enter on
/// "Sign out" asks in a modal first. Esc or Backspace leaves. An account that cannot be read or
/// written is said in full, wrapped, where the last change is said.
@MainActor
final class AccountScreen: Screen {
  private let presentation: Presentation<AccountViewState>
  private weak var receiver: (any AccountViewReceiver)?
  private weak var navigation: (any NavigationControllable)?
  private var list = ScrollingList()
  /// The address being typed; nil while the field is closed.
  private var email: TextField?
  /// Whether an address was submitted since the field opened, so a refusal is of this one.
  private var hasSubmitted = false

  init(
    presentation: Presentation<AccountViewState>, receiver: any AccountViewReceiver,
    navigation: any NavigationControllable
  ) {
    self.presentation = presentation
    self.receiver = receiver
    self.navigation = navigation
  }

  let title = "Account"

  func draw(in canvas: inout Canvas, area: Rect) {
    let state = presentation.viewState
    var body = area
    TextBlock(title, style: .bold).draw(in: &canvas, area: body.removeFirstRow())
    let hint = email == nil ? Self.hint : Self.fieldHint
    TextBlock(hint, style: .dim, overflow: .truncate).draw(in: &canvas, area: body.removeLastRow())
    TextBlock(Self.who(state), overflow: .truncate).draw(in: &canvas, area: body.removeFirstRow())
    body.removeFirstRow()
    let actions = Self.actions(state)
    list.count = actions.count
    list.draw(in: &canvas, area: body.removeFirstRows(actions.count)) { actions[$0].title }
    body.removeFirstRow()
    if var field = email {
      let row = body.removeFirstRow()
      canvas.draw(Self.label, at: row.origin, style: .bold)
      let labelWidth = DisplayWidth.of(Self.label)
      field.draw(
        in: &canvas,
        area: Rect(
          row: row.origin.row, column: row.origin.column + labelWidth, rows: 1,
          columns: max(0, row.columns - labelWidth)))
      email = field
    }
    if let problem = state.problem {
      TextBlock(problem, style: .error).draw(in: &canvas, area: body)
    } else if let refusal = state.refusal, email != nil, hasSubmitted {
      TextBlock(refusal, style: .error).draw(in: &canvas, area: body)
    } else if let change = state.change {
      TextBlock(change, style: .dim).draw(in: &canvas, area: body)
    }
  }

  func handle(_ key: Key) -> KeyHandling {
    if email != nil { return edit(key) }
    if list.handle(key) == .handled { return .handled }
    switch key.action {
    case .choose: choose()
    case .back: receiver?.didRequestBack()
    default: return .ignored
    }
    return .handled
  }

  private static let hint = "Enter chooses · Esc goes back · q quits"
  private static let fieldHint = "Enter signs in · Esc closes the field"
  private static let label = "Email: "

  /// What the customer can do on the account.
  private enum Action {
    case signIn, signInAgain, signOut

    var title: String {
      switch self {
      case .signIn: "Sign in"
      case .signInAgain: "Sign in as someone else"
      case .signOut: "Sign out"
      }
    }
  }

  private static func who(_ state: AccountViewState) -> String {
    if let customer = state.customer { return "Signed in as \(customer)" }
    return state.problem == nil ? "Not signed in" : "Cannot tell who is signed in"
  }

  private static func actions(_ state: AccountViewState) -> [Action] {
    state.canSignOut ? [.signInAgain, .signOut] : [.signIn]
  }

  private func choose() {
    let state = presentation.viewState
    let actions = Self.actions(state)
    guard actions.indices.contains(list.selection) else { return }
    switch actions[list.selection] {
    case .signIn, .signInAgain:
      email = TextField(placeholder: "your email address")
      hasSubmitted = false
    case .signOut: askSignOut(state.customer ?? "")
    }
  }

  /// The field takes every key: Enter submits, Esc closes it, the rest edits.
  private func edit(_ key: Key) -> KeyHandling {
    switch key {
    case .escape:
      email = nil
    case .enter:
      let text = email?.text ?? ""
      hasSubmitted = true
      receiver?.didSubmitEmail(text)
      let state = presentation.viewState
      if state.refusal == nil, state.problem == nil { email = nil }
    default:
      _ = email?.handle(key)
    }
    return .handled
  }

  /// Asks in a modal, which this screen dismisses once answered or cancelled.
  private func askSignOut(_ customer: String) {
    weak var asked: QuestionScreen<Bool>?
    let question = QuestionScreen(
      .yesOrNo("Sign out \(customer)?", default: true), title: "Sign out",
      onAnswer: { [weak self] signOut in
        if let asked { self?.navigation?.dismiss(asked) }
        if signOut { self?.receiver?.didRequestSignOut() }
      },
      onCancel: { [weak self] in
        if let asked { self?.navigation?.dismiss(asked) }
      })
    asked = question
    navigation?.show(question, as: .sheet)
  }
}

import AccountInterface
import Architecture

/// What an account view shows, as text ready to display: who is signed in, what the last
/// request did, and why the last thing the customer tried was refused. Made from the context's
/// state by a pure transform, so it is tested as plain values.
public struct AccountViewState: Equatable, Sendable {
  /// The signed-in customer's address, `ada@example.com`; nil when nobody is signed in.
  public var customer: String?
  /// What the last request did: `Signed in as ada@example.com.`, `Signed out.` or
  /// `Nobody was signed in.`; nil when it only looked.
  public var change: String?
  /// Why the address the customer typed was refused; they may type another.
  public var refusal: String?
  /// Why the account could not be read or written: a damaged `account.json`, named with what
  /// to do about it.
  public var problem: String?

  /// A view state.
  public init(
    customer: String? = nil, change: String? = nil, refusal: String? = nil,
    problem: String? = nil
  ) {
    self.customer = customer
    self.change = change
    self.refusal = refusal
    self.problem = problem
  }

  /// Whether someone is signed in, who could sign out.
  public var canSignOut: Bool { customer != nil }

  /// Who is signed in, in a line: the address alone (so a script can read it) or
  /// `Not signed in.`
  public var whoIsSignedIn: String { customer ?? "Not signed in." }
}

extension AccountViewState {
  /// The transform: what the views show for a state.
  init(_ state: AccountState) {
    let change: String? =
      switch state.change {
      case nil: nil
      case .signedIn(let user): "Signed in as \(user.email)."
      case .signedOut(let wasSignedIn): wasSignedIn ? "Signed out." : "Nobody was signed in."
      }
    self.init(
      customer: state.user.map { "\($0.email)" }, change: change,
      refusal: state.refusal.map { "\($0)" }, problem: state.problem)
  }
}

/// What the customer does on an account view, handed back to the account's context, which
/// implements it.
@MainActor
public protocol AccountViewReceiver: AnyObject {
  /// The customer typed an address to sign in with: signed in, or refused on the view, which
  /// stays.
  func didSubmitEmail(_ text: String)
  /// The customer confirmed they want to sign out.
  func didRequestSignOut()
  /// The customer left the account.
  func didRequestBack()
}

/// Makes the account's views, and the sign-in's: what the app's UI target supplies through
/// ``AccountDependencies/accountViews``, terminal screens, printed lines or a SwiftUI view,
/// with no change to the feature.
@MainActor
public protocol AccountViewFactory: SignInViewFactory {
  /// The view of the account.
  /// - Parameters:
  ///   - presentation: What to show; the context keeps it current while the account runs.
  ///   - receiver: Where the view hands what the customer does; hold it weakly.
  /// - Returns: The view, which the account's board presents.
  func makeAccountView(
    _ presentation: Presentation<AccountViewState>, receiver: any AccountViewReceiver
  ) -> any ViewControllable
}

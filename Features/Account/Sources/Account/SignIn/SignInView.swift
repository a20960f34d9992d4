import AccountInterface
import Architecture

/// What a sign-in view shows: the question while an address is wanted, why the last one did
/// not sign anyone in, and who signed in. Made from the context's state by a pure transform, so
/// it is tested as plain values.
public struct SignInViewState: Equatable, Sendable {
  /// `Sign in to continue.`, while the customer is asked for an address; nil once nobody is.
  public var question: String?
  /// Why the last address was refused; the customer may type another.
  public var refusal: String?
  /// Why the last address could not sign anyone in though it was valid: the account could not
  /// be written (a damaged `account.json`, named with what to do about it).
  public var problem: String?
  /// `Signed in as ada@example.com.`, once someone did.
  public var welcome: String?

  /// A view state.
  public init(
    question: String? = nil, refusal: String? = nil, problem: String? = nil,
    welcome: String? = nil
  ) {
    self.question = question
    self.refusal = refusal
    self.problem = problem
    self.welcome = welcome
  }

  /// Whether the customer is asked for an address.
  public var isAsking: Bool { question != nil }
}

extension SignInViewState {
  /// The transform: what the views show for a state.
  init(_ state: SignInState) {
    self.init(
      question: state.isAsking ? "Sign in to continue." : nil,
      refusal: state.refusal.map { "\($0)" }, problem: state.problem,
      welcome: state.user.map { "Signed in as \($0.email)." })
  }
}

/// What the customer does on a sign-in view, handed back to the sign-in's context, which
/// implements it.
@MainActor
public protocol SignInViewReceiver: AnyObject {
  /// The customer gave an address, as typed: a valid one signs in; a malformed one is refused
  /// on the view, which asks again; a blank one declines, as leaving does.
  func didSubmit(_ answer: String)
  /// The customer left without signing in, or nobody can answer (in line mode, input
  /// that is not a terminal, or that ended): the sign-in ends with why nobody signed in.
  func didRequestBack()
}

/// Makes the sign-in's view: what the app's UI target supplies, through the account's view
/// factory, which refines this one.
@MainActor
public protocol SignInViewFactory: Sendable {
  /// The view of the sign-in.
  /// - Parameters:
  ///   - presentation: What to show; the context keeps it current while the sign-in runs.
  ///   - receiver: Where the view hands what the customer does; hold it weakly.
  /// - Returns: The view, which the sign-in's board presents over what the customer was doing.
  func makeSignInView(
    _ presentation: Presentation<SignInViewState>, receiver: any SignInViewReceiver
  ) -> any ViewControllable
}

import AccountInterface
import AccountTesting
import Architecture
import Testing

@testable import Account

@Suite("The account's and the sign-in's transforms")
struct AccountTransformTests {
  static let ada = User(email: try! EmailAddress("ada@example.com"))

  @Test(
    "the account's screen says what the request did",
    arguments: [
      (AccountState.current(ada), "ada@example.com", true),
      (.current(nil), "Not signed in.", false),
      (.signedIn(ada), "Signed in as ada@example.com.", true),
      (.signedOut(wasSignedIn: true), "Signed out.", false),
      (.signedOut(wasSignedIn: false), "Nobody was signed in.", false),
    ])
  func account(state: AccountState, message: String, canSignOut: Bool) {
    let shown = AccountViewState(state)
    #expect(shown.message == message)
    #expect(shown.canSignOut == canSignOut)
  }

  @Test(
    "the sign-in screen asks while an address is wanted, with the refusal above the question",
    arguments: [
      (SignInState(), true, nil, nil),
      (
        SignInState(
          attempt: 2, refusal: .malformedEmail("ada", reason: "it needs exactly one '@'")),
        true, "\"ada\" is not an email address: it needs exactly one '@'", nil
      ),
      (SignInState(attempt: nil, user: ada), false, nil, "Signed in as ada@example.com."),
      (SignInState(attempt: nil), false, nil, nil),
    ] as [(SignInState, Bool, String?, String?)])
  func signIn(state: SignInState, asks: Bool, refusal: String?, welcome: String?) {
    let shown = SignInViewState(state)
    #expect((shown.question != nil) == asks)
    #expect(shown.refusal == refusal)
    #expect(shown.welcome == welcome)
  }
}

@Suite("The sign-in's context")
@MainActor
struct SignInContextTests {
  @Test("a malformed answer is asked again with the refusal; a valid one signs in and is told")
  func answersThroughTheReceiver() throws {
    let dependencies = TestAccountDependencies()
    let view = RecordingSignInView()
    var outcomes: [String] = []
    let context = SignInContext(
      account: dependencies.account, logger: dependencies.logger, view: view,
      listener: { outcomes.append("\($0)") })
    view.receiver = context
    let tree = FlowTree()
    tree.launch(Flow(context: context))
    #expect(view.shown.map(\.question) == [SignInViewState(SignInState()).question])

    view.receiver?.didAnswer("ada.example.com")
    #expect(view.shown.count == 2)
    #expect(view.shown.last?.refusal?.contains("is not an email address") == true)
    #expect(view.shown.last?.question != nil, "asked again")

    view.receiver?.didAnswer("ada@example.com")
    #expect(view.shown.last?.welcome == "Signed in as ada@example.com.")
    #expect(view.shown.last?.question == nil)
    #expect(outcomes.count == 1 && outcomes[0].hasPrefix("signedIn"))
    #expect(try dependencies.account.currentUser()?.email.value == "ada@example.com")

    view.receiver?.didAnswer("grace@example.com")
    #expect(outcomes.count == 1, "an answer after the sign-in is ignored")
    tree.shutdown()
  }
}

@Suite("The account's context")
@MainActor
struct AccountContextTests {
  @Test("a sign-out on the view after who-am-I signs out and shows it")
  func signOutThroughTheReceiver() throws {
    let dependencies = TestAccountDependencies()
    try dependencies.account.signIn(try EmailAddress("ada@example.com"))
    let view = RecordingAccountView()
    var outcomes: [String] = []
    let context = AccountContext(
      request: .whoAmI, account: dependencies.account, logger: dependencies.logger, view: view,
      listener: { outcomes.append("\($0)") })
    view.receiver = context
    let tree = FlowTree()
    tree.launch(Flow(context: context))
    #expect(view.shown.map(\.message) == ["ada@example.com"])
    #expect(view.shown.last?.canSignOut == true)

    view.receiver?.didRequest(.signOut)
    #expect(view.shown.map(\.message) == ["ada@example.com", "Signed out."])
    #expect(view.shown.last?.canSignOut == false)
    #expect(try dependencies.account.currentUser() == nil)
    #expect(outcomes == ["done(nil)"])
    tree.shutdown()
  }
}

/// Stands in for the console: records every state the sign-in context shows.
@MainActor
final class RecordingSignInView: SignInView {
  weak var receiver: (any SignInViewReceiver)?
  private(set) var shown: [SignInViewState] = []

  func show(_ state: SignInViewState) {
    shown.append(state)
  }
}

/// Stands in for the console: records every state the account context shows.
@MainActor
final class RecordingAccountView: AccountView {
  weak var receiver: (any AccountViewReceiver)?
  private(set) var shown: [AccountViewState] = []

  func show(_ state: AccountViewState) {
    shown.append(state)
  }
}

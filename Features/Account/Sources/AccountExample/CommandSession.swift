import Account
import AccountInterface
import AccountTerminalUI
import AccountTesting
import Architecture
import ArchitectureTesting
import TerminalUI
import TerminalUITesting

/// Runs a session of account commands in line mode and prints what the customer would see, the
/// line views printing on a line navigation. A recorder stands in for the app's prompt and
/// hears who signs in or out, through either board.
@MainActor
func runCommands() async throws {
  let customer = ScriptedConsole(
    answers: ["", "grace@navy", "Grace.Hopper@Navy.example.org"], echoes: true)
  let dependencies = TestAccountDependencies(
    views: AccountLineViewFactory(console: customer))
  let harness = try BoardHarness(
    [
      AccountModule(dependencies: dependencies),
      PretendOrdersModule(account: dependencies.account, console: customer),
    ], name: "account example", navigation: LineNavigation())

  let prompt = Recorder<AccountOutput>()
  harness.motherboard.route(.account, to: prompt) { prompt, output in prompt.record(output) }
  harness.motherboard.route(.signIn, to: prompt) { prompt, user in prompt.record(.signedIn(user)) }

  /// Runs the account board with a request made from the command's text, or prints why not.
  func run(_ command: String, _ request: () throws -> AccountRequest) async {
    print("> \(command)")
    do {
      if case .failed(let error) = await harness.motherboard.io(.account).run(try request()) {
        print("error: \(error)")
      }
    } catch {
      print("error: \(error)")
    }
  }

  /// Runs the pretend orders board; the barrier asks the customer first when nobody is signed
  /// in.
  func orders(_ note: String) async {
    print("> orders  (\(note))")
    if case .refused(_, let reason) = await harness.motherboard.io(.orders).run(()) {
      print("error: orders \(reason)")
    }
  }

  await run("whoami") { .whoAmI }
  await run("sign-in ada.example.com") { .signIn(try EmailAddress("ada.example.com")) }
  await run("sign-in ada@example.com") { .signIn(try EmailAddress("ada@example.com")) }
  await run("whoami") { .whoAmI }
  await run("sign-out") { .signOut }
  await orders("the customer answers nothing")
  await orders("the customer mistypes once, then answers")
  await run("whoami") { .whoAmI }

  let heard = prompt.values.map { output in
    switch output {
    case .signedIn(let user): "signed in \(user.email)"
    case .signedOut: "signed out"
    }
  }
  print("The prompt heard: \(heard.joined(separator: ", ")).")
  let leaks = await harness.finish()
  print(leaks.isEmpty ? "Every account flow was released." : "Leaks: \(leaks)")
}

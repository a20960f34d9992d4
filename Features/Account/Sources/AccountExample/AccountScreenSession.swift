import Account
import AccountInterface
import AccountTerminalUI
import AccountTesting
import Architecture
import ArchitectureTesting
import Core
import Observation
import TerminalUI

/// What the example's status line shows: the signed-in customer, kept from the account's
/// channel, and the last thing the pretend orders said.
@MainActor
@Observable
final class ExampleStatus: Console {
  var customer: String?
  var message: String?

  /// The pretend orders' line, shown on the status line rather than under the screen.
  nonisolated func show(_ text: String) {
    let line = text.split(separator: "\n").last.map(String.init)
    Task { @MainActor in self.message = line }
  }

  /// Nobody answers on a status line.
  nonisolated func ask(_ question: String) async -> String? { nil }
}

/// Opens the account's screen full screen, until the customer leaves it or quits. `o` opens the
/// pretend orders, behind the signed-in barrier: with nobody signed in, the sign-in asks in a
/// modal first.
@MainActor
func showAccountScreens() async throws {
  let stack = ScreenStack()
  let status = ExampleStatus()
  let dependencies = TestAccountDependencies(views: AccountScreenFactory(navigation: stack))
  status.customer = try dependencies.account.currentUser()?.email.value
  let subscription = dependencies.signInChanges.subscribeOnMainActor(status) { status, change in
    status.customer = change.user?.email.value
  }
  stack.statusLine = { [weak stack] in
    StatusLine(
      leading: status.message ?? [stack?.trail ?? "", "o orders"].joined(separator: " · "),
      trailing: status.customer ?? "not signed in")
  }
  let harness = try BoardHarness(
    [
      AccountModule(dependencies: dependencies),
      PretendOrdersModule(account: dependencies.account, console: status),
    ], name: "account example", navigation: stack)
  let app = TerminalApp(device: SystemTerminal(), navigation: stack)
  app.onUnhandledKey = { key in
    guard key == .character("o") else { return .ignored }
    Task {
      if case .refused(_, let reason) = await harness.motherboard.io(.orders).run(()) {
        status.show("orders \(reason)")
      }
    }
    return .handled
  }
  try await app.run { app in
    Task {
      _ = await harness.motherboard.io(.account).run(.show)
      app.quit()
    }
  }
  subscription.cancel()
  let leaks = await harness.finish()
  print(leaks.isEmpty ? "Every account flow was released." : "Leaks: \(leaks)")
}

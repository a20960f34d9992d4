import Account
import AccountInterface
import AccountTerminalUI
import AccountTesting
import Architecture
import ArchitectureTesting
import Core
import CoreTesting
import TerminalUI
import TerminalUITesting

/// The account's screens on a virtual terminal, as an app runs them full screen: the module, and
/// a board of another feature guarded by the signed-in barrier, on a motherboard that presents
/// in the app's window; the window in a running app, over a screen of the app's that stands for
/// where the customer was.
@MainActor
final class ScreenSession {
  let terminal: VirtualTerminal
  let stack = ScreenStack()
  let app: TerminalApp
  let dependencies: TestAccountDependencies
  let harness: BoardHarness
  let outputs = Recorder<AccountOutput>()
  let guarded = GuardedLog()

  init(rows: Int = 12, columns: Int = 60, storage: any DocumentStorage = InMemoryStorage()) throws {
    terminal = VirtualTerminal(rows: rows, columns: columns)
    let stack = self.stack
    stack.statusLine = { [weak stack] in StatusLine(leading: stack?.trail ?? "") }
    stack.show(WhereTheCustomerWas(), as: .push)
    app = TerminalApp(device: terminal, navigation: stack)
    dependencies = TestAccountDependencies(
      views: AccountScreenFactory(navigation: stack), base: TestBaseDependencies(storage: storage))
    harness = try BoardHarness(
      [AccountModule(dependencies: dependencies), GuardedModule(log: guarded)],
      navigation: stack)
    harness.motherboard.route(.account, to: outputs) { outputs, output in outputs.record(output) }
    try app.start()
  }

  /// Runs the account board for a request until it completes; the screen shows once the task
  /// has activated it.
  func open(_ request: AccountRequest = .show) -> Task<BoardCompletion, Never> {
    Task { await harness.motherboard.io(.account).run(request) }
  }

  var lines: [String] { terminal.lines }

  func waitUntil(_ description: String, _ condition: @escaping @MainActor ([String]) -> Bool)
    async throws
  {
    try await terminal.waitUntil(description) { condition($0.lines) }
  }
}

/// A screen of the app's, below the account's: where the customer was, and is back to after
/// leaving.
@MainActor
final class WhereTheCustomerWas: Screen {
  let title = "Cart"

  func draw(in canvas: inout Canvas, area: Rect) {
    TextBlock("Cart", style: .bold).draw(in: &canvas, area: area)
  }

  func handle(_ key: Key) -> KeyHandling { .ignored }
}

import Architecture
import ArchitectureTesting
import Observation
import Orders
import OrdersInterface
import OrdersTerminalUI
import OrdersTesting
import TerminalUI
import TerminalUITesting

/// The orders' screens on a virtual terminal, as an app runs them full screen: the module on a
/// motherboard that presents in the app's window, the window in a running app, its status
/// line showing where the customer is, or the last notice.
@MainActor
final class ScreenSession {
  let terminal: VirtualTerminal
  let stack = ScreenStack()
  let app: TerminalApp
  let dependencies: TestOrdersDependencies
  let harness: BoardHarness
  let notices = Notices()

  init(rows: Int = 12, columns: Int = 60) throws {
    terminal = VirtualTerminal(rows: rows, columns: columns)
    let stack = self.stack
    let notices = self.notices
    stack.statusLine = { [weak stack] in
      StatusLine(leading: notices.last ?? stack?.trail ?? "")
    }
    dependencies = TestOrdersDependencies(views: OrdersScreenFactory { notices.last = $0 })
    app = TerminalApp(device: terminal, navigation: stack)
    harness = try BoardHarness([OrdersModule(dependencies: dependencies)], navigation: stack)
    try app.start()
  }

  /// Places ada's 1001 and 1002, and grace's 1003, a day apart.
  func placeThreeOrders() throws {
    for details in [OrdersFixtures.mugsAndTea, OrdersFixtures.oneLamp, OrdersFixtures.teaForGrace] {
      _ = try dependencies.orders.place(details)
      dependencies.base.fixedClock.advance(by: 86_400)
    }
  }

  /// Runs the orders board until the customer leaves them; the screen shows once the task has
  /// activated it.
  func open(_ request: OrdersRequest = .history) -> Task<BoardCompletion, Never> {
    Task { await harness.motherboard.io(.orders).run(request) }
  }

  /// Waits until the first row, the screen's title, reads `title`.
  func waitForTitle(_ title: String) async throws {
    try await terminal.waitUntil("the screen's title is \(title)") { $0.lines[0] == title }
  }
}

/// The last notice the orders' screens gave, as a status line shows it.
@MainActor
@Observable
final class Notices {
  var last: String?
}

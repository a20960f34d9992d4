import Architecture
import ArchitectureTesting
import Catalog
import CatalogInterface
import CatalogTerminalUI
import CatalogTesting
import TerminalUI
import TerminalUITesting

/// The catalog's screens on a virtual terminal, as an app runs them full screen: the module on
/// a motherboard that presents in the app's window, the window in a running app, and the
/// board's outputs recorded.
@MainActor
final class ScreenSession {
  let terminal: VirtualTerminal
  let stack = ScreenStack()
  let app: TerminalApp
  let harness: BoardHarness
  let outputs = Recorder<CatalogOutput>()

  init(rows: Int = 12, columns: Int = 60, flags: FlagValues? = nil) throws {
    terminal = VirtualTerminal(rows: rows, columns: columns)
    let stack = self.stack
    stack.statusLine = { [weak stack] in StatusLine(leading: stack?.trail ?? "") }
    app = TerminalApp(device: terminal, navigation: stack)
    harness = try BoardHarness(
      [
        CatalogModule(
          dependencies: TestCatalogDependencies(views: CatalogScreenFactory(navigation: stack)))
      ],
      flags: flags, navigation: stack)
    harness.motherboard.route(.catalog, to: outputs) { outputs, output in outputs.record(output) }
    try app.start()
  }

  /// Runs the catalog board for a request until it completes; the screen shows once the task
  /// has activated it.
  func open(_ request: CatalogRequest) -> Task<BoardCompletion, Never> {
    Task { await harness.motherboard.io(.catalog).run(request) }
  }

  /// Waits until the first row, the screen's title, reads `title`.
  func waitForTitle(_ title: String) async throws {
    try await terminal.waitUntil("the screen's title is \(title)") { $0.lines[0] == title }
  }

  /// The search flag set to a variant.
  static func flags(search variant: SearchVariant) throws -> FlagValues {
    try FlagRegistry([.search]).resolve([
      CommandLineFlagSource([FlagAssignment(name: "search", value: variant.rawValue)])
    ])
  }
}

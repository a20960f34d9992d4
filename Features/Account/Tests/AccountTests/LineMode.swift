import Account
import AccountTerminalUI
import AccountTesting
import Architecture
import ArchitectureTesting
import Core
import CoreTesting
import TerminalUI
import TerminalUITesting

/// Dependencies whose views are the account's line views on a scripted console, as the
/// shop's one-shot commands and line prompt show the account and ask for a sign-in.
@MainActor
func lineDependencies(
  console: ScriptedConsole = ScriptedConsole(), storage: any DocumentStorage = InMemoryStorage()
) -> TestAccountDependencies {
  TestAccountDependencies(
    views: AccountLineViewFactory(console: console),
    base: TestBaseDependencies(storage: storage))
}

extension BoardHarness {
  /// Modules launched in line mode: their boards present on a line navigation.
  static func lines(_ plugins: [any ModulePlugin]) throws -> BoardHarness {
    try BoardHarness(plugins, navigation: LineNavigation())
  }
}

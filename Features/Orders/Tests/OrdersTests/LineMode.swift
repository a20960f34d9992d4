import Architecture
import ArchitectureTesting
import CoreTesting
import Orders
import OrdersTerminalUI
import OrdersTesting
import TerminalUI
import TerminalUITesting

/// Dependencies whose views are the orders' line views on a scripted console, as the shop's
/// one-shot commands and line prompt show the orders.
@MainActor
func lineDependencies(
  console: ScriptedConsole = ScriptedConsole(), base: TestBaseDependencies = TestBaseDependencies()
) -> TestOrdersDependencies {
  TestOrdersDependencies(views: OrdersLineViewFactory(console: console), base: base)
}

extension BoardHarness {
  /// The orders' module launched in line mode: its boards present on a line navigation.
  static func lines(_ dependencies: any OrdersDependencies) throws -> BoardHarness {
    try BoardHarness([OrdersModule(dependencies: dependencies)], navigation: LineNavigation())
  }
}

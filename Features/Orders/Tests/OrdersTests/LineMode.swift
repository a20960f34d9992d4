import Architecture
import ArchitectureTesting
import CoreTesting
import Orders
import OrdersTerminalUI
import OrdersTesting
import TerminalUI

/// Dependencies whose views are the orders' console views on the base's scripted console, as
/// the shop's one-shot commands and line prompt show the orders.
@MainActor
func lineDependencies(base: TestBaseDependencies = TestBaseDependencies()) -> TestOrdersDependencies
{
  TestOrdersDependencies(views: OrdersConsoleViews(console: base.scriptedConsole), base: base)
}

extension BoardHarness {
  /// The orders' module launched in line mode: its boards present on a line navigation.
  static func lines(_ dependencies: any OrdersDependencies) throws -> BoardHarness {
    try BoardHarness([OrdersModule(dependencies: dependencies)], navigation: LineNavigation())
  }
}

import Architecture
import ArchitectureTesting
import Catalog
import CatalogTerminalUI
import CatalogTesting
import CoreTesting
import TerminalUI
import TerminalUITesting

/// Dependencies whose views are the catalog's line views on a scripted console, as the
/// shop's one-shot commands and line prompt show the catalog.
@MainActor
func lineDependencies(
  console: ScriptedConsole = ScriptedConsole(), catalog: ProductCatalog = CatalogFixtures.catalog
) -> TestCatalogDependencies {
  TestCatalogDependencies(
    catalog: catalog, views: CatalogLineViewFactory(console: console))
}

extension BoardHarness {
  /// The catalog's module launched in line mode: its boards present on a line navigation.
  static func lines(_ dependencies: TestCatalogDependencies, flags: FlagValues? = nil) throws
    -> BoardHarness
  {
    try BoardHarness(
      [CatalogModule(dependencies: dependencies)], flags: flags, navigation: LineNavigation())
  }
}

import Architecture
import ArchitectureTesting
import Catalog
import CatalogInterface
import CatalogTerminalUI
import CatalogTesting
import Observation
import TerminalUI

/// How many units the customer chose to add, counted as an app's cart would: the status line
/// shows it.
@MainActor
@Observable
final class Chosen {
  var units = 0
}

/// Opens the catalog's screens full screen over the fixtures, until the customer leaves the
/// catalog or quits. `SHOP_FLAGS`-style flags are not read: the ranking is the default, v1.
@MainActor
func showCatalogScreens() async throws {
  let stack = ScreenStack()
  let chosen = Chosen()
  stack.statusLine = { [weak stack] in
    StatusLine(leading: stack?.trail ?? "", trailing: "\(chosen.units) chosen · catalog example")
  }
  let harness = try BoardHarness(
    [
      CatalogModule(
        dependencies: TestCatalogDependencies(views: CatalogScreenFactory(navigation: stack)))
    ],
    name: "catalog example", navigation: stack)
  harness.motherboard.route(.catalog) { _, output in
    switch output {
    case .addToCart(_, let quantity): chosen.units += quantity
    }
  }
  let app = TerminalApp(device: SystemTerminal(), navigation: stack)
  try await app.run { app in
    Task {
      _ = await harness.motherboard.io(.catalog).run(.categories)
      app.quit()
    }
  }
  let leaks = await harness.finish()
  print(leaks.isEmpty ? "Every catalog flow was released." : "Leaks: \(leaks)")
}

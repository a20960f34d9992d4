import Architecture
import ArchitectureTesting
import Catalog
import CatalogInterface
import CatalogTesting
import CoreTesting

// Runs the catalog feature alone, as an app does: its module on a motherboard, each command one
// run of the catalog board, over the fixture catalog. The console echoes what the feature shows
// and asks, and a scripted customer answers the product detail's question. The same searches run
// under both values of the `search` flag, the ranking experiment.

/// Runs commands on a motherboard with the catalog module, launched with the given flags, and
/// prints each command, its errors and what the board sent out.
@MainActor
func session(
  flags: FlagValues, answers: [String] = [], _ commands: [(String, CatalogRequest)]
) async throws -> [LeakReport] {
  let console = ScriptedConsole(answers: answers, echoes: true)
  let dependencies = TestCatalogDependencies(base: TestBaseDependencies(console: console))
  let harness = try BoardHarness(
    [CatalogModule(dependencies: dependencies)], flags: flags, name: "catalog example")
  harness.motherboard.route(.catalog) { _, output in print("routed: \(output)") }
  for (command, request) in commands {
    print("> \(command)")
    if case .failed(let error) = await harness.motherboard.io(.catalog).run(request) {
      print("error: \(error)")
    }
  }
  return await harness.finish()
}

let registry = FlagRegistry([.search])
var leaks: [LeakReport] = []
for variant in ["v1", "v2"] {
  print("# search=\(variant)")
  let flags = try registry.resolve([
    CommandLineFlagSource([FlagAssignment(name: "search", value: variant)])
  ])
  leaks += try await session(
    flags: flags, [("search mug", .search("mug")), ("search ug", .search("ug"))])
}
print("# search=v1 (the default)")
leaks += try await session(
  flags: try registry.resolve([]), answers: ["2"],
  [
    ("search creme brulee", .search("creme brulee")),
    ("search teapot", .search("teapot")),
    ("browse", .categories),
    ("browse kitchen", .category("kitchen")),
    ("browse Garden", .category("Garden")),
    ("product M-1", .product("M-1")),
  ])
print(leaks.isEmpty ? "Every catalog flow was released." : "Leaks: \(leaks)")

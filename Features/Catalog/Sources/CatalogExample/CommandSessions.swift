import Architecture
import ArchitectureTesting
import Catalog
import CatalogInterface
import CatalogTerminalUI
import CatalogTesting
import TerminalUI
import TerminalUITesting

/// Runs commands on a motherboard with the catalog module, launched with the given flags, and
/// prints each command, its errors and what the board sent out.
@MainActor
func session(
  flags: FlagValues, answers: [String] = [], _ commands: [(String, CatalogRequest)]
) async throws -> [LeakReport] {
  let console = ScriptedConsole(answers: answers, echoes: true)
  let dependencies = TestCatalogDependencies(
    views: CatalogLineViewFactory(console: console))
  let harness = try BoardHarness(
    [CatalogModule(dependencies: dependencies)], flags: flags, name: "catalog example",
    navigation: LineNavigation())
  harness.motherboard.route(.catalog) { _, output in print("routed: \(output)") }
  for (command, request) in commands {
    print("> \(command)")
    if case .failed(let error) = await harness.motherboard.io(.catalog).run(request) {
      print("error: \(error)")
    }
  }
  return await harness.finish()
}

/// The same searches under both rankings, then browsing and a product's detail.
@MainActor
func runCommands() async throws {
  let registry = FlagRegistry([.search])
  var leaks: [LeakReport] = []
  for variant in SearchVariant.allCases {
    print("# search=\(variant)")
    let flags = try registry.resolve([
      CommandLineFlagSource([FlagAssignment(name: "search", value: variant.rawValue)])
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
}

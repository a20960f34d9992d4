import Architecture
import ArchitectureTesting
import Catalog
import CatalogInterface
import CatalogTesting
import CoreTesting
import TerminalUITesting
import Testing

@Suite("The search experiment, through the catalog board")
@MainActor
struct SearchExperimentTests {
  /// Runs one search on a motherboard launched with `search=<variant>`, and returns what the
  /// customer saw.
  func transcript(of query: String, variant: String) async throws -> String {
    let console = ScriptedConsole()
    let dependencies = lineDependencies(console: console)
    let flags = try FlagRegistry([.search]).resolve([
      CommandLineFlagSource([FlagAssignment(name: "search", value: variant)])
    ])
    let harness = try BoardHarness.lines(dependencies, flags: flags)
    #expect(await harness.motherboard.io(.catalog).run(.search(query)) == .finished)
    #expect(await harness.finish().isEmpty)
    return console.transcript
  }

  @Test("v1 puts the tie broken by name first; v2 puts the product whose name starts with it first")
  func mugOrder() async throws {
    #expect(
      try await transcript(of: "mug", variant: "v1") == """
        SKU  Name      Category   Price
        M-1  Blue Mug  Kitchen    €9.00
        M-2  Mug Rack  Storage   €25.00
        2 products

        """)
    #expect(
      try await transcript(of: "mug", variant: "v2") == """
        SKU  Name      Category   Price
        M-2  Mug Rack  Storage   €25.00
        M-1  Blue Mug  Kitchen    €9.00
        2 products

        """)
  }

  @Test("v1 finds a word inside another; v2 only at a word's start")
  func insideWords() async throws {
    #expect(try await transcript(of: "ug", variant: "v1").hasSuffix("2 products\n"))
    #expect(try await transcript(of: "ug", variant: "v2") == "No products match \"ug\".\n")
  }

  @Test("without a search flag, the board ranks as v1")
  func defaultIsV1() async throws {
    let console = ScriptedConsole()
    let dependencies = lineDependencies(console: console)
    let harness = try BoardHarness.lines(dependencies)
    #expect(await harness.motherboard.io(.catalog).run(.search("mug")) == .finished)
    #expect(await harness.finish().isEmpty)
    #expect(
      console.transcript
        == (try await transcript(of: "mug", variant: "v1")))
    #expect(dependencies.base.spyLogger.entries.map(\.message).contains("search ranking v1"))
  }

  @Test("the module declares the search flag, so an app's launcher lists it with its summary")
  func moduleDeclaresTheFlag() throws {
    let module = CatalogModule(dependencies: TestCatalogDependencies())
    #expect(CatalogModule.flags == [.search])
    let registry = try Launcher([module]).flagRegistry()
    let search = try #require(registry.definition(named: "search"))
    #expect(search.allowedValues == ["v1", "v2"])
    #expect(search.defaultValue == "v1")
    #expect(
      search.summary == "catalog search ranking: v1 matches inside words, v2 matches word starts")
  }
}

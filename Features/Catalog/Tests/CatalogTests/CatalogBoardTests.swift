import Architecture
import ArchitectureTesting
import Catalog
import CatalogInterface
import CatalogTesting
import CoreTesting
import TerminalUITesting
import Testing

@Suite("The catalog board")
@MainActor
struct CatalogBoardTests {
  let console = ScriptedConsole()
  let dependencies: TestCatalogDependencies

  init() {
    dependencies = lineDependencies(console: console)
  }

  func run(_ request: CatalogRequest, on harness: BoardHarness) async -> BoardCompletion {
    await harness.motherboard.io(.catalog).run(request)
  }

  @Test("a search shows the matches, best first, as a table with their count, and completes")
  func searchShowsATable() async throws {
    let harness = try BoardHarness.lines(dependencies)
    #expect(await run(.search("kitchen"), on: harness) == .finished)
    #expect(await run(.search("CREME brulee"), on: harness) == .finished)
    #expect(
      console.transcript == """
        SKU  Name               Category   Price
        K-1  Kitchen Timer      Gadgets   €15.00
        M-1  Blue Mug           Kitchen    €9.00
        K-2  Copper Pan         Kitchen   €45.00
        K-3  Crème Brûlée Dish  Kitchen   €12.00
        4 products
        SKU  Name               Category   Price
        K-3  Crème Brûlée Dish  Kitchen   €12.00
        1 product

        """)
    #expect(await harness.finish().isEmpty)
  }

  @Test("a search that matches nothing says so, quoting the query, and completes")
  func searchWithoutMatches() async throws {
    let harness = try BoardHarness.lines(dependencies)
    #expect(await run(.search("tea pot"), on: harness) == .finished)
    #expect(console.transcript == "No products match \"tea pot\".\n")
    #expect(await harness.finish().isEmpty)
  }

  @Test(
    "a search without words fails with a usage error and shows nothing", arguments: ["", " -- "])
  func emptySearch(query: String) async throws {
    let harness = try BoardHarness.lines(dependencies)
    #expect(await run(.search(query), on: harness) == .failed(CatalogError.emptySearch))
    #expect(CatalogError.emptySearch.isUsageError)
    #expect(console.transcript.isEmpty)
    #expect(await harness.finish().isEmpty)
  }

  @Test("the categories are listed under a heading, one indented line each")
  func categories() async throws {
    let harness = try BoardHarness.lines(dependencies)
    #expect(await run(.categories, on: harness) == .finished)
    #expect(console.transcript == "Categories:\n  Gadgets\n  Kitchen\n  Office\n  Storage\n")
    #expect(await harness.finish().isEmpty)
  }

  @Test("a category, named in any case, shows its products by name")
  func category() async throws {
    let harness = try BoardHarness.lines(dependencies)
    #expect(await run(.category("KITCHEN"), on: harness) == .finished)
    #expect(
      console.transcript == """
        SKU  Name               Category   Price
        M-1  Blue Mug           Kitchen    €9.00
        K-2  Copper Pan         Kitchen   €45.00
        K-3  Crème Brûlée Dish  Kitchen   €12.00
        3 products

        """)
    #expect(await harness.finish().isEmpty)
  }

  @Test("an unknown category fails with the known categories and shows nothing")
  func unknownCategory() async throws {
    let harness = try BoardHarness.lines(dependencies)
    let completion = await run(.category("Garden"), on: harness)
    let known = ["Gadgets", "Kitchen", "Office", "Storage"]
    #expect(completion == .failed(CatalogError.noSuchCategory("Garden", known: known)))
    #expect(
      "\(CatalogError.noSuchCategory("Garden", known: known))"
        == "no category named \"Garden\"; categories: Gadgets, Kitchen, Office, Storage")
    #expect(console.transcript.isEmpty)
    #expect(await harness.finish().isEmpty)
  }

  @Test("an unknown product fails, sends nothing and attaches no detail")
  func unknownProduct() async throws {
    let harness = try BoardHarness.lines(dependencies)
    let outputs = Recorder<CatalogOutput>()
    harness.motherboard.route(.catalog, to: outputs) { outputs, output in outputs.record(output) }
    let completion = await run(.product(CatalogFixtures.unknownSKU), on: harness)
    #expect(completion == .failed(CatalogError.noSuchProduct(CatalogFixtures.unknownSKU)))
    #expect(console.transcript.isEmpty)
    #expect(console.questions.isEmpty)
    #expect(outputs.values.isEmpty)
    #expect(await harness.finish().isEmpty)
  }

  @Test("every request builds a fresh feature that is released when the board completes")
  func featuresAreReleased() async throws {
    let harness = try BoardHarness.lines(dependencies)
    var events = harness.tree.events().makeAsyncIterator()
    _ = await run(.categories, on: harness)
    var attached: [String] = []
    while let event = await events.next(isolation: MainActor.shared) {
      if case .attached(let flow, _) = event { attached.append(flow) }
      if case .boardCompleted = event { break }
    }
    #expect(attached == ["board catalog", "CatalogFlow"])
    #expect(harness.motherboard.activeBoards.isEmpty)
    #expect(await harness.finish().isEmpty)
    #expect(harness.leakTracker.releasedCount == 3, "the flow, the board's node and the root")
  }
}

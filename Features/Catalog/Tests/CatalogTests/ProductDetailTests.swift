import Architecture
import ArchitectureTesting
import Catalog
import CatalogInterface
import CatalogTerminalUI
import CatalogTesting
import CoreTesting
import TerminalUITesting
import Testing

@Suite("The product detail, through the catalog board")
@MainActor
struct ProductDetailTests {
  static let question = "Add to cart, how many? (empty to skip): "

  /// A launched catalog module whose outputs are recorded.
  @MainActor
  struct Session {
    let harness: BoardHarness
    let outputs = Recorder<CatalogOutput>()

    init(_ dependencies: TestCatalogDependencies) throws {
      harness = try BoardHarness.lines(dependencies)
      harness.motherboard.route(.catalog, to: outputs) { outputs, output in outputs.record(output) }
    }

    func run(_ request: CatalogRequest) async -> BoardCompletion {
      await harness.motherboard.io(.catalog).run(request)
    }
  }

  @Test("shows the product and others of its category, asks, and sends the quantity chosen")
  func choosesAQuantity() async throws {
    let console = ScriptedConsole(answers: ["2"])
    let dependencies = lineDependencies(console: console)
    let session = try Session(dependencies)
    #expect(await session.run(.product("m-1")) == .finished)
    #expect(session.outputs.values == [.addToCart("M-1", quantity: 2)])
    #expect(
      console.transcript == """
        Blue Mug
          SKU       M-1
          Category  Kitchen
          Price     €9.00
        Also in Kitchen:
          K-2  Copper Pan         €45.00
          K-3  Crème Brûlée Dish  €12.00
        Add to cart, how many? (empty to skip): 2

        """)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("a product alone on its shelf is shown without others")
  func noRelatedProducts() async throws {
    let console = ScriptedConsole(answers: [""])
    let dependencies = lineDependencies(console: console)
    let session = try Session(dependencies)
    #expect(await session.run(.product("M-2")) == .finished)
    #expect(
      console.transcript == """
        Mug Rack
          SKU       M-2
          Category  Storage
          Price     €25.00
        Add to cart, how many? (empty to skip): 

        """)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("at most three other products of the category are shown, by name")
  func threeRelatedProducts() async throws {
    let teas = ["Sencha", "Assam", "Oolong", "Darjeeling", "Matcha"].enumerated().map {
      Product(
        sku: SKU("T-\($0.offset)"), name: $0.element,
        price: Money(minorUnits: 500, currency: "USD"), category: "Tea")
    }
    let console = ScriptedConsole(answers: [""])
    let dependencies = lineDependencies(console: console, catalog: ProductCatalog(products: teas))
    let session = try Session(dependencies)
    #expect(await session.run(.product("T-0")) == .finished)
    #expect(
      console.transcript.contains(
        """
        Also in Tea:
          T-1  Assam       $5.00
          T-3  Darjeeling  $5.00
          T-4  Matcha      $5.00
        Add to cart
        """))
    #expect(await session.harness.finish().isEmpty)
  }

  /// Answers typed at the question, and what the customer should see come of them.
  struct Answers: Sendable, CustomTestStringConvertible {
    /// The lines typed; once they run out, nobody answers.
    let typed: [String]
    /// The quantity sent out, if any.
    let chosen: Int?
    /// The answers refused as not a quantity, in order.
    let refused: [String]

    var testDescription: String { "\(typed)" }
  }

  @Test(
    "a whole number from 1 is chosen, empty or no answer skips, anything else is asked again once",
    arguments: [
      Answers(typed: ["3"], chosen: 3, refused: []),
      Answers(typed: [" 4 "], chosen: 4, refused: []),
      Answers(typed: [""], chosen: nil, refused: []),
      Answers(typed: [], chosen: nil, refused: []),
      Answers(typed: ["abc", "5"], chosen: 5, refused: ["abc"]),
      Answers(typed: ["0", "7"], chosen: 7, refused: ["0"]),
      Answers(typed: ["-1", ""], chosen: nil, refused: ["-1"]),
      Answers(typed: ["abc"], chosen: nil, refused: ["abc"]),
      Answers(typed: ["2.5", "x", "6"], chosen: nil, refused: ["2.5", "x"]),
    ])
  func answers(_ answers: Answers) async throws {
    let console = ScriptedConsole(answers: answers.typed)
    let session = try Session(lineDependencies(console: console))
    #expect(await session.run(.product("K-2")) == .finished)
    #expect(
      session.outputs.values == answers.chosen.map { [.addToCart("K-2", quantity: $0)] } ?? [])
    #expect(console.questions.count == min(answers.refused.count + 1, 2))
    let refusals = answers.refused.map { "\"\($0)\" is not a whole number of 1 or more.\n" }
    #expect(
      console.transcript.components(separatedBy: "is not a whole number").count - 1
        == refusals.count)
    for refusal in refusals { #expect(console.transcript.contains(refusal)) }
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("while the question waits, the detail is a child of the catalog's flow under the board")
  func liveTreeWhileAsking() async throws {
    let console = WaitingConsole()
    let session = try Session(
      TestCatalogDependencies(views: CatalogLineViewFactory(console: console)))
    let run = Task { await session.run(.product("K-3")) }
    #expect(await console.untilAsked())
    let board = try #require(session.harness.tree.snapshot()?.first(named: "board catalog"))
    #expect(board.children.map(\.name) == ["CatalogFlow"])
    #expect(board.children.first?.context == "CatalogContext")
    let detail = try #require(board.children.first?.children.first)
    #expect(detail.name == "Flow(ProductDetailContext)")
    #expect(detail.context == "ProductDetailContext")
    #expect(detail.state == .started)
    #expect(session.outputs.values.isEmpty)

    console.answer("5")
    #expect(await run.value == .finished)
    #expect(session.outputs.values == [.addToCart("K-3", quantity: 5)])
    #expect(session.harness.tree.snapshot()?.first(named: "CatalogFlow") == nil)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("detaching the detail mid-question cancels the question: nothing is sent, nothing leaks")
  func detachedMidQuestion() async throws {
    let console = WaitingConsole()
    let session = try Session(
      TestCatalogDependencies(views: CatalogLineViewFactory(console: console)))
    let run = Task { await session.run(.product("K-3")) }
    #expect(await console.untilAsked())

    let leaks = await session.harness.finish()
    #expect(await run.value == .cancelled)
    #expect(console.cancelledQuestions == 1)
    #expect(!console.isWaiting)
    #expect(session.outputs.values.isEmpty)
    #expect(leaks.isEmpty)
  }
}

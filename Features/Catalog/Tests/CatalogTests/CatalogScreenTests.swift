import Architecture
import ArchitectureTesting
import Catalog
import CatalogInterface
import CatalogTesting
import TerminalUI
import TerminalUITesting
import Testing

@Suite("The catalog's screens, in a virtual terminal")
@MainActor
struct CatalogScreenTests {
  @Test("browse: the categories, Enter opens one, Esc comes back to it, and Esc again leaves")
  func browse() async throws {
    let session = try ScreenSession()
    let run = session.open(.categories)
    try await session.waitForTitle("Catalog")
    #expect(
      Array(session.terminal.lines.prefix(6)) == [
        "Catalog", "/ to search", "> Gadgets", "  Kitchen", "  Office", "  Storage",
      ])
    #expect(session.terminal.lines[9] == "4 categories")
    #expect(session.terminal.lines[11] == " Catalog")

    session.terminal.press(.down, .enter)
    try await session.waitForTitle("Kitchen")
    #expect(
      Array(session.terminal.lines[2...4]) == [
        "> Blue Mug           Kitchen   €9.00",
        "  Copper Pan         Kitchen  €45.00",
        "  Crème Brûlée Dish  Kitchen  €12.00",
      ])
    #expect(session.terminal.lines[9] == "3 products")
    #expect(session.terminal.lines[11] == " Kitchen")

    session.terminal.press(.backspace)
    try await session.waitForTitle("Catalog")
    #expect(session.terminal.lines[3] == "> Kitchen", "the category left is selected again")
    session.terminal.press(.escape)
    #expect(await run.value == .finished)
    #expect(session.stack.screens.isEmpty)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("search: / opens a field that takes every key, Enter shows the matches, Esc closes it")
  func search() async throws {
    let session = try ScreenSession()
    let run = session.open(.categories)
    try await session.waitForTitle("Catalog")
    session.terminal.press(.character("/"))
    try await session.terminal.waitUntil("the field opens") { $0.lines[1].hasPrefix("/ words") }
    session.terminal.type("qj")
    #expect(session.terminal.lines[1] == "/ qj", "q and j are text in the field")
    session.terminal.press(.escape)
    #expect(session.terminal.lines[1] == "/ to search")
    #expect(session.terminal.lines[0] == "Catalog", "Esc closed the field, nothing more")

    session.terminal.press(.character("/"))
    session.terminal.type("mug")
    session.terminal.press(.enter)
    try await session.waitForTitle("Search: mug")
    #expect(session.terminal.lines[2] == "> Blue Mug  Kitchen   €9.00")
    #expect(session.terminal.lines[9] == "2 products")
    session.terminal.press(.character("/"))
    session.terminal.type("teapot")
    session.terminal.press(.enter)
    try await session.waitForTitle("Search: teapot")
    #expect(session.terminal.lines[9] == "No products match \"teapot\".")
    session.terminal.press(.escape)
    try await session.waitForTitle("Catalog")
    session.terminal.press(.escape)
    #expect(await run.value == .finished)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test(
    "the search experiment orders the matches on screen: v2 puts the name that starts with it first",
    arguments: [(SearchVariant.v1, "> Blue Mug"), (.v2, "> Mug Rack")])
  func searchExperiment(variant: SearchVariant, first: String) async throws {
    let session = try ScreenSession(flags: ScreenSession.flags(search: variant))
    _ = session.open(.categories)
    try await session.waitForTitle("Catalog")
    session.terminal.press(.character("/"))
    session.terminal.type("mug")
    session.terminal.press(.enter)
    try await session.waitForTitle("Search: mug")
    #expect(session.terminal.lines[2].hasPrefix(first))
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("a product's detail: Enter opens it, a asks how many (1 by default), Esc leaves it")
  func productDetail() async throws {
    let session = try ScreenSession(rows: 16)
    let run = session.open(.search("mug"))
    try await session.waitForTitle("Search: mug")
    session.terminal.press(.enter)
    try await session.waitForTitle("Blue Mug")
    #expect(
      Array(session.terminal.lines[2...8]) == [
        "  SKU       M-1", "  Category  Kitchen", "  Price     €9.00", "",
        "Also in Kitchen:", "  K-2  Copper Pan         €45.00", "  K-3  Crème Brûlée Dish  €12.00",
      ])
    #expect(session.terminal.lines[14].hasPrefix("a adds to the cart"))
    #expect(session.terminal.lines[15] == " Search: mug › Blue Mug")

    session.terminal.press(.character("a"))
    try await session.terminal.waitUntil("the question shows") {
      $0.text.contains("How many to add to the cart? (1–999, Enter for 1)")
    }
    session.terminal.type("x")
    session.terminal.press(.enter)
    #expect(session.terminal.text.contains("is not a whole number"), "refused in the modal")
    #expect(session.outputs.values.isEmpty)
    session.terminal.press(.backspace)
    session.terminal.type("3")
    session.terminal.press(.enter)
    #expect(!session.terminal.text.contains("How many"), "answered: the modal is gone")
    #expect(session.outputs.values == [.addToCart("M-1", quantity: 3)])
    session.terminal.press(.character("a"))
    session.terminal.press(.enter)
    session.terminal.press(.character("a"))
    session.terminal.press(.escape)
    #expect(
      session.outputs.values == [.addToCart("M-1", quantity: 3), .addToCart("M-1", quantity: 1)],
      "Enter alone adds 1; Esc cancels")
    #expect(session.terminal.lines[0] == "Blue Mug", "the detail stays after adding")

    session.terminal.press(.escape)
    try await session.waitForTitle("Search: mug")
    #expect(session.stack.screens.count == 1)
    session.terminal.press(.escape)
    #expect(await run.value == .finished)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("each screen left is released: the detail, then the catalog; and all of it after quitting")
  func leaks() async throws {
    let session = try ScreenSession()
    let run = session.open(.categories)
    try await session.waitForTitle("Catalog")
    session.terminal.press(.down, .enter, .enter)
    try await session.waitForTitle("Blue Mug")
    weak let detail = session.stack.screens.last
    session.terminal.press(.escape)
    try await session.waitForTitle("Kitchen")
    #expect(await session.harness.leakTracker.finishPendingChecks(within: .seconds(10)).isEmpty)
    #expect(detail == nil, "the detail's screen went with its flow")

    session.terminal.press(.character("q"))
    #expect(!session.app.isRunning)
    #expect(await session.harness.finish().isEmpty, "quitting, then ending the tree, leaks nothing")
    #expect(await run.value == .cancelled)
    #expect(session.stack.screens.isEmpty)
  }
}

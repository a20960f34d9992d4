import CoreTesting
import Foundation
import Testing

@testable import WorkspaceTool

/// `mf api-check` on a copy of this repository, committed to a fresh git repository: a
/// requirement added to the catalog's `ProductLookup` (and served by its stub) is a break that
/// the ten packages using `CatalogInterface` would meet; listed in `api-breaks.allowed`, it
/// passes. It compiles Core and Architecture (about half a minute on 2 cores), so it runs with
/// the slow tests: `SLOW_TESTS=1 swift test --filter SlowTests`.
@Suite(
  "mf api-check end to end (slow)",
  .slow)
struct ApiCheckEndToEndSlowTests {
  /// The repository this package lives in: Tools/WorkspaceTool/Tests/WorkspaceToolTests/<file>.
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private static let lookup =
    "Interfaces/CatalogInterface/Sources/CatalogInterface/ProductLookup.swift"
  private static let stub =
    "Interfaces/CatalogInterface/Sources/CatalogInterfaceTesting/StubCatalog.swift"

  @Test func aNewRequirementOfTheCatalogBreaksItsUsersUntilItIsAllowed() throws {
    let copy = try FixtureWorkspace()
    try WorkspaceCopier().copy(Self.repository, to: copy.root)
    try? FileManager.default.removeItem(at: copy.root.appendingPathComponent("api-breaks.allowed"))
    try copy.commitEverything()
    let requirement = "  func products(in category: String) -> [Product]"
    let lookup = try insert(
      requirement, after: "public protocol ProductLookup: Sendable {", in: Self.lookup, of: copy)
    let served = try insert(
      "  /// The products of one category.\n"
        + "  public func products(in category: String) -> [Product] { [] }\n",
      after: "public struct StubCatalog: ProductLookup {", in: Self.stub, of: copy)

    let run = copy.mf(["api-check", "--base", "HEAD"])
    #expect(run.status == 1, "\(run.output)\(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines.dropFirst().dropLast() == [
        "\(Self.lookup):\(lookup): error: func ProductLookup.products(in:) has been added as a "
          + "protocol requirement",
        "\(Self.stub):\(served + 1): note: func StubCatalog.products(in:) is new",
        "CatalogInterface: 1 breaking, 1 additive; 10 packages depend on it",
      ], "\(run.output)")

    try copy.write(
      "api-breaks.allowed", "CatalogInterface: every catalog moves to categories at once\n")
    let allowed = copy.mf(["api-check", "--base", "HEAD"])
    #expect(allowed.status == 0, "\(allowed.output)\(allowed.errors)")
    #expect(allowed.output.contains(": warning: func ProductLookup.products(in:) has been added"))
    #expect(try copy.apiCheckLeftovers().isEmpty)
  }

  /// Inserts `text` as the lines after the line `anchor` of the file at `path`; returns the line
  /// number of the first inserted line.
  private func insert(
    _ text: String, after anchor: String, in path: String, of copy: FixtureWorkspace
  )
    throws -> Int
  {
    let source = try #require(copy.read(path))
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = try #require(lines.firstIndex(of: anchor), "\(path) has no line \(anchor)")
    lines.insert(text.hasSuffix("\n") ? String(text.dropLast()) : text, at: index + 1)
    try copy.write(path, lines.joined(separator: "\n"))
    return index + 2
  }
}

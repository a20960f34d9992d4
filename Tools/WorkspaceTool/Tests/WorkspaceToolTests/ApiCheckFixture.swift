import Foundation
import Testing

@testable import WorkspaceTool

/// A workspace for `mf api-check`: the evaluable fixture (Core, CatalogInterface, Catalog) in a
/// git repository whose one commit holds `CatalogInterface`'s source as given; a test then
/// writes the working tree's version and runs the real tool (swiftc, swift-api-digester, git).
struct ApiCheckFixture {
  /// The interface's one source file, from the workspace root.
  static let source = "Interfaces/CatalogInterface/Sources/CatalogInterface/Catalog.swift"

  let workspace: FixtureWorkspace
  /// The commit the working tree is compared with, abbreviated as the report prints it.
  let base: String

  /// A committed workspace whose interface source is `interface`.
  init(interface: String) throws {
    workspace = try Fixture.makeEvaluableWorkspace()
    try workspace.write(Self.source, interface)
    try workspace.commitEverything()
    base = String(try workspace.git(["rev-parse", "HEAD"]).prefix(10))
  }

  /// Writes the working tree's interface source and runs `mf api-check --base HEAD`, plus
  /// `arguments`.
  func check(_ interface: String, _ arguments: [String] = []) throws -> (
    status: Int32, output: String, errors: String
  ) {
    try workspace.write(Self.source, interface)
    return workspace.mf(["api-check", "--base", "HEAD"] + arguments)
  }

  /// The first line of a report on one package.
  var header: String { "Comparing the public API of 1 package with \(base) (HEAD)." }

  /// The run folders a run left: none once it has ended.
  func leftovers() throws -> [String] {
    try workspace.apiCheckLeftovers()
  }
}

extension FixtureWorkspace {
  /// The run folders `mf api-check` left: none once it has ended.
  func apiCheckLeftovers() throws -> [String] {
    let parent = ApiCheckRunFolder.parent(of: root)
    return ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [])
      .filter { $0.hasPrefix(ApiCheckRunFolder.namePrefix) }.sorted()
  }
}

import Foundation
import Testing

@testable import WorkspaceTool

@Suite("Graph and affected packages")
struct GraphTests {
  private func graph() throws -> WorkspaceGraph {
    let fixture = try FixtureWorkspace()
    let targets =
      Fixture.foundation("Core") + Fixture.interface("Catalog") + Fixture.interface("Cart")
      + Fixture.feature("Catalog", uses: ["CatalogInterface", "Core"])
      + Fixture.feature("Cart", uses: ["CartInterface", "CatalogInterface"])
    return try fixture.workspace(targets).graph
  }

  @Test func mermaidGroupsPackagesByLayerInAStableOrder() throws {
    let text = try GraphRenderer(graph: try graph()).render(.mermaid)
    #expect(
      text == """
        graph TD
          subgraph Features
            Cart
            Catalog
          end
          subgraph Interfaces
            CartInterface
            CatalogInterface
          end
          subgraph Foundation
            Core
          end
          Cart --> CartInterface
          Cart --> CatalogInterface
          Catalog --> Core
          Catalog --> CatalogInterface

        """)
  }

  @Test func focusKeepsWhatAPackageUsesAndWhatUsesIt() throws {
    let renderer = GraphRenderer(graph: try graph())
    let names = try renderer.packages(focus: "CatalogInterface").map(\.name)
    #expect(names == ["CatalogInterface", "Cart", "Catalog"])
    let core = try renderer.packages(focus: "Catalog").map(\.name)
    #expect(core == ["Core", "CatalogInterface", "Catalog"])
    #expect(throws: ToolError.self) { try renderer.packages(focus: "Nowhere") }
  }

  @Test func dotAndJSONListTheSameEdges() throws {
    let renderer = GraphRenderer(graph: try graph())
    let dot = try renderer.render(.dot)
    #expect(dot.contains("\"Cart\" -> \"CatalogInterface\";"))
    let json = try renderer.render(.json)
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    let cart = try #require(decoded?.first { $0["name"] as? String == "Cart" })
    #expect(cart["dependencies"] as? [String] == ["CartInterface", "CatalogInterface"])
    #expect(cart["folder"] as? String == "Features/Cart")
  }

  @Test func theReadmeBlockIsReplacedBetweenItsMarkers() throws {
    let readme = "# Title\n\n<!-- mf graph begin -->\nold\n<!-- mf graph end -->\n\nAfter.\n"
    let updated = try ReadmeGraphBlock.updating(readme, path: "README.md", mermaid: "graph TD\n")
    #expect(
      updated
        == "# Title\n\n<!-- mf graph begin -->\n```mermaid\ngraph TD\n```\n<!-- mf graph end -->\n\nAfter.\n"
    )
    #expect(
      try ReadmeGraphBlock.updating(updated, path: "README.md", mermaid: "graph TD\n") == updated)
    #expect(throws: ToolError.self) {
      try ReadmeGraphBlock.updating("# No markers\n", path: "README.md", mermaid: "")
    }
  }

  @Test func theLayerDiagramListsAFewPackagesPerLayerAndCountsTheRest() throws {
    let fixture = try FixtureWorkspace()
    let features = (1...14).flatMap { Fixture.feature("F\($0)", uses: ["Core"]) }
    let graph = try fixture.workspace(Fixture.foundation("Core") + features).graph
    let diagram = GraphRenderer(graph: graph).layerDiagram()
    #expect(
      diagram.contains(
        "  Features[\"Features: F1, F10, F11, F12, F13, F14, F2, F3, F4, F5, F6, F7, and 2 more\"]")
    )
    #expect(diagram.hasSuffix("  Features --> Foundation\n"))
  }

  @Test func graphReadmeChecksThenWrites() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    try fixture.write("README.md", "<!-- mf graph begin -->\n<!-- mf graph end -->\n")
    let stale = fixture.mf(["graph", "--readme", "README.md"])
    #expect(stale.status == 1)
    #expect(stale.output.contains("the graph is out of date"))
    #expect(fixture.mf(["graph", "--readme", "README.md", "--write"]).status == 0)
    #expect(
      fixture.read("README.md")?.contains(
        """
        ```mermaid
        graph TD
          Features["Features: Catalog"]
          Interfaces["Interfaces: CatalogInterface"]
          Foundation["Foundation: Core"]
          Features --> Interfaces
          Features --> Foundation
        ```
        """) == true, "\(fixture.read("README.md") ?? "")")
    #expect(fixture.mf(["graph", "--readme", "README.md"]).status == 0)
  }

  @Test func aChangedInterfaceAffectsEveryFeatureThatUsesIt() throws {
    let affected = AffectedPackages(graph: try graph())
    let names = affected.packages(forChangedFiles: [
      "Interfaces/CatalogInterface/Sources/CatalogInterface/Product.swift"
    ]).map(\.name)
    #expect(names == ["CatalogInterface", "Cart", "Catalog"])
  }

  @Test func aLeafChangeAffectsOnlyItsPackage() throws {
    let affected = AffectedPackages(graph: try graph())
    #expect(
      affected.packages(forChangedFiles: ["Features/Cart/Sources/Cart/A.swift"]).map(\.name)
        == ["Cart"])
    #expect(affected.packages(forChangedFiles: ["README.md", ".ci/run"]).isEmpty)
  }

  @Test func aChangeToTheWorkspaceManifestAffectsEverything() throws {
    let graph = try graph()
    let affected = AffectedPackages(graph: graph).packages(forChangedFiles: ["Package.swift"])
    #expect(affected.count == graph.packages.count)
  }

  @Test func affectedReadsGitChangesAndUntrackedFiles() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let runner = ProcessRunner()
    for arguments in [
      ["init", "-q"], ["add", "-A"],
      ["-c", "user.email=t@example.com", "-c", "user.name=T", "commit", "-qm", "start"],
    ] {
      #expect(try runner.run("git", arguments, in: fixture.root).status == 0)
    }
    #expect(fixture.mf(["affected"]).output == "")
    try fixture.write("Interfaces/CatalogInterface/Sources/CatalogInterface/New.swift", "\n")
    let result = fixture.mf(["affected", "--json"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output
        == "[{\"name\":\"CatalogInterface\",\"path\":\"Interfaces/CatalogInterface\"},"
        + "{\"name\":\"Catalog\",\"path\":\"Features/Catalog\"}]\n")
    #expect(fixture.mf(["affected", "--base", "no-such-revision"]).status == 1)
  }
}

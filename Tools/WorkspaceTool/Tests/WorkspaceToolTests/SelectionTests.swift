import Foundation
import Testing

@testable import WorkspaceTool

/// Which packages a change selects, and the reason `mf affected --why` gives for each.
@Suite("Selection of affected packages")
struct SelectionTests {
  /// Core; CatalogInterface and OrdersInterface (which uses it); Catalog, whose fixtures and
  /// tests use the catalog's fakes and which ships a resource; Cart, whose product code uses
  /// the catalog interface but whose tests do not use its fakes; Orders; and the Shop app.
  private static func graph() throws -> WorkspaceGraph {
    func target(
      _ name: String, _ path: String, _ dependencies: [String], type: String = "regular"
    ) -> ManifestDump.Target {
      Fixture.target(name, at: path, dependencies, type: type)
    }
    let targets =
      Fixture.foundation("Core") + [
        target("CatalogInterface", "Interfaces/CatalogInterface/Sources/CatalogInterface", []),
        target(
          "CatalogInterfaceTesting", "Interfaces/CatalogInterface/Sources/CatalogInterfaceTesting",
          ["CatalogInterface"]),
        target(
          "OrdersInterface", "Interfaces/OrdersInterface/Sources/OrdersInterface",
          ["CatalogInterface"]),
        target(
          "OrdersInterfaceTesting", "Interfaces/OrdersInterface/Sources/OrdersInterfaceTesting",
          ["OrdersInterface"]),
        target("Catalog", "Features/Catalog/Sources/Catalog", ["CatalogInterface", "Core"]),
        target(
          "CatalogTesting", "Features/Catalog/Sources/CatalogTesting",
          ["Catalog", "CatalogInterfaceTesting"]),
        target(
          "CatalogExample", "Features/Catalog/Sources/CatalogExample",
          ["Catalog", "CatalogTesting"], type: "executable"),
        target(
          "CatalogTests", "Features/Catalog/Tests/CatalogTests",
          ["Catalog", "CatalogTesting", "CatalogInterfaceTesting"], type: "test"),
        target("Cart", "Features/Cart/Sources/Cart", ["CatalogInterface"]),
        target("CartTesting", "Features/Cart/Sources/CartTesting", ["Cart"]),
        target(
          "CartExample", "Features/Cart/Sources/CartExample", ["Cart", "CartTesting"],
          type: "executable"),
        target(
          "CartTests", "Features/Cart/Tests/CartTests", ["Cart", "CartTesting"], type: "test"),
        target("Orders", "Features/Orders/Sources/Orders", ["OrdersInterface"]),
        target("OrdersTesting", "Features/Orders/Sources/OrdersTesting", ["Orders"]),
        target(
          "OrdersExample", "Features/Orders/Sources/OrdersExample", ["Orders", "OrdersTesting"],
          type: "executable"),
        target(
          "OrdersTests", "Features/Orders/Tests/OrdersTests", ["Orders", "OrdersTesting"],
          type: "test"),
        target("ShopApp", "Apps/Shop/Sources/ShopApp", ["Catalog", "Cart"]),
        target("ShopTests", "Apps/Shop/Tests/ShopTests", ["ShopApp"], type: "test"),
      ]
    return try FixtureWorkspace().workspace(targets).graph
  }

  private func selected(_ files: [String]) throws -> [String] {
    try AffectedPackages(graph: Self.graph()).packages(forChangedFiles: files).map(\.name)
  }

  private func reasons(_ files: [String]) throws -> [String: String] {
    let selection = try AffectedPackages(graph: Self.graph()).selection(forChangedFiles: files)
    return Dictionary(
      uniqueKeysWithValues: selection.map { ($0.package.name, $0.reason.explanation) })
  }

  @Test func aResourceSelectsItsPackageAndWhatUsesIt() throws {
    let file = "Features/Catalog/Sources/Catalog/Resources/products.json"
    #expect(try selected([file]) == ["Catalog", "Shop"])
    #expect(try reasons([file])["Shop"] == "ShopApp -> Catalog (changed: \(file))")
  }

  @Test func aTestingTargetSelectsThePackagesWhoseTestsOrExamplesUseIt() throws {
    let fake = "Interfaces/CatalogInterface/Sources/CatalogInterfaceTesting/StubCatalog.swift"
    #expect(try selected([fake]) == ["CatalogInterface", "Catalog"])
    #expect(
      try reasons([fake])["Catalog"]
        == "CatalogTesting -> CatalogInterfaceTesting (changed: \(fake))")
    let product = "Interfaces/CatalogInterface/Sources/CatalogInterface/Product.swift"
    #expect(
      try selected([product]) == [
        "CatalogInterface", "OrdersInterface", "Cart", "Catalog", "Orders", "Shop",
      ])
    #expect(
      try reasons([product])["Orders"]
        == "Orders -> OrdersInterface -> CatalogInterface (changed: \(product))")
  }

  @Test func aPackageManifestSelectsEveryTargetOfItsPackage() throws {
    #expect(try selected(["Features/Cart/Package.swift"]) == ["Cart", "Shop"])
    #expect(
      try reasons(["Interfaces/OrdersInterface/Package.swift"]) == [
        "OrdersInterface": "changed: Interfaces/OrdersInterface/Package.swift",
        "Orders": "Orders -> OrdersInterface (changed: Interfaces/OrdersInterface/Package.swift)",
      ])
  }

  @Test func aFileOfAPackageOutsideItsTargetsSelectsOnlyThatPackage() throws {
    #expect(try selected(["Features/Cart/Tests/Snapshots/cart.txt"]) == ["Cart"])
    #expect(try selected(["Features/Cart/README.md"]) == ["Cart"])
  }

  @Test func theWorkspaceManifestSelectsEverything() throws {
    let graph = try Self.graph()
    let selection = AffectedPackages(graph: graph).selection(forChangedFiles: ["Package.swift"])
    #expect(selection.map(\.package) == graph.packages)
    #expect(selection.allSatisfy { $0.reason == .workspaceManifest })
    #expect(
      selection.first?.reason.explanation
        == "changed: Package.swift (the workspace manifest selects every package)")
  }

  @Test func filesOutsideEveryPackageSelectNothing() throws {
    #expect(
      try selected([
        "README.md", "docs/benchmarks.md", ".github/workflows/ci.yml", ".ci/run",
        "Features/Cartography.md", "Tools/scale-benchmark",
      ]).isEmpty)
  }

  @Test func aPackageChangedDirectlyNamesItsFirstFileAndCountsTheOthers() throws {
    let files = [
      "Features/Cart/Sources/Cart/B.swift", "Features/Cart/Sources/Cart/A.swift",
      "Features/Cart/Tests/CartTests/T.swift",
    ]
    #expect(
      try reasons(files)["Cart"] == "changed: Features/Cart/Sources/Cart/A.swift and 2 more files")
  }

  @Test func batchesAreDealtInGraphOrderAndDifferByAtMostOne() throws {
    let packages = try Self.graph().packages
    let batches = PackageBatches(packages, count: 3).batches
    #expect(batches.map(\.count) == [3, 2, 2])
    #expect(batches[0].map(\.name) == ["Core", "Cart", "Shop"])
    #expect(Set(batches.flatMap { $0 }.map(\.folder)) == Set(packages.map(\.folder)))
    #expect(PackageBatches(Array(packages.prefix(2)), count: 256).batches.map(\.count) == [1, 1])
    #expect(PackageBatches([], count: 4).batches.isEmpty)
  }
}

/// `mf affected` on a real git repository: what git reports as changed, and the output a CI
/// job reads.
@Suite("Affected packages from git")
struct AffectedFromGitTests {
  private static func commit(_ fixture: FixtureWorkspace, _ message: String) throws {
    let runner = ProcessRunner()
    for arguments in [
      ["add", "-A"],
      ["-c", "user.email=t@example.com", "-c", "user.name=T", "commit", "-qm", message],
    ] {
      let result = try runner.run("git", arguments, in: fixture.root)
      try #require(result.status == 0, "\(result.errorOutput)")
    }
  }

  private static func repository() throws -> FixtureWorkspace {
    let fixture = try Fixture.makeEvaluableWorkspace()
    #expect(try ProcessRunner().run("git", ["init", "-q"], in: fixture.root).status == 0)
    try commit(fixture, "start")
    return fixture
  }

  @Test func deletedRenamedAndUntrackedFilesSelectTheirPackages() throws {
    let fixture = try Self.repository()
    #expect(fixture.mf(["affected"]).output == "")

    let stub = "Interfaces/CatalogInterface/Sources/CatalogInterfaceTesting/Stub.swift"
    try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(stub))
    let deleted = fixture.mf(["affected", "--why"])
    #expect(deleted.status == 0, "\(deleted.errors)")
    #expect(
      deleted.output == """
        Interfaces/CatalogInterface: changed: \(stub)
        Features/Catalog: CatalogExample -> CatalogInterfaceTesting (changed: \(stub))

        """)
    try Self.commit(fixture, "delete the stub")

    let old = "Foundation/Core/Tests/CoreTests/CoreTests.swift"
    let new = "Features/Catalog/Tests/CatalogTests/Moved.swift"
    #expect(try ProcessRunner().run("git", ["mv", old, new], in: fixture.root).status == 0)
    try Self.commit(fixture, "move a file")
    #expect(
      fixture.mf(["affected", "--base", "HEAD~1", "--why"]).output == """
        Foundation/Core: changed: \(old)
        Features/Catalog: changed: \(new)

        """)

    try fixture.write("Foundation/Core/Tests/CoreTests/New.swift", "\n")
    #expect(fixture.mf(["affected"]).output == "Foundation/Core\n")
    try fixture.write("docs/notes.md", "\n")
    #expect(fixture.mf(["affected"]).output == "Foundation/Core\n")
  }

  @Test func theJSONAndTheBatchesAreWhatACIMatrixReads() throws {
    let fixture = try Self.repository()
    try fixture.write("Interfaces/CatalogInterface/Sources/CatalogInterface/New.swift", "\n")
    let json = fixture.mf(["affected", "--json"])
    #expect(json.status == 0, "\(json.errors)")
    #expect(
      json.output
        == #"[{"name":"CatalogInterface","path":"Interfaces/CatalogInterface"},"#
        + #"{"name":"Catalog","path":"Features/Catalog"}]"# + "\n")
    let why = fixture.mf(["affected", "--json", "--why"]).output
    #expect(
      why.contains(
        #"{"changed":"Interfaces/CatalogInterface/Sources/CatalogInterface/New.swift","#
          + #""name":"Catalog","path":"Features/Catalog","#
          + #""via":["Catalog","CatalogInterface"],"#
          + #""why":"Catalog -> CatalogInterface (changed: "#))

    #expect(
      fixture.mf(["affected", "--all", "--batches", "2"]).output
        == "Core Catalog\nCatalogInterface\n")
    let batches = fixture.mf(["affected", "--all", "--json", "--batches", "2"])
    #expect(
      batches.output
        == #"[{"batch":1,"names":["Core","Catalog"],"packages":["#
        + #"{"name":"Core","path":"Foundation/Core"},{"name":"Catalog","path":"Features/Catalog"}]},"#
        + #"{"batch":2,"names":["CatalogInterface"],"packages":["#
        + #"{"name":"CatalogInterface","path":"Interfaces/CatalogInterface"}]}]"# + "\n")
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent(
        "Interfaces/CatalogInterface/Sources/CatalogInterface/New.swift"))
    #expect(fixture.mf(["affected", "--json", "--batches", "8"]).output == "[]\n")
  }

  @Test func aBaseThatIsNoCommitIsAFailureAndNeverAnOptionOfGit() throws {
    let fixture = try Self.repository()
    for base in ["no-such-revision", "--output=written-by-git"] {
      let result = fixture.mf(["affected", "--base=\(base)"])
      #expect(result.status == 1)
      #expect(
        result.errors == "mf: error: git could not find the revision \(base.quoted)\n",
        "\(result.errors)")
    }
    #expect(!fixture.exists("written-by-git"))
  }
}

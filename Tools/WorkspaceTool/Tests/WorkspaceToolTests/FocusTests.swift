import Foundation
import Testing

@testable import WorkspaceTool

/// `mf focus`: the slice it writes (the chosen packages whole, and only the targets they use
/// from the others), the links that put the workspace's sources in it, what it refuses, and
/// when `mf test` takes a slice instead of the root graph.
@Suite("Focused slices")
struct FocusTests {
  private func graph() throws -> (FixtureWorkspace, WorkspaceGraph) {
    let fixture = try FixtureWorkspace()
    let targets =
      Fixture.foundation("Core") + Fixture.interface("Catalog") + Fixture.interface("Cart")
      + Fixture.feature("Catalog", uses: ["CatalogInterface", "Core"])
      + Fixture.feature("Cart", uses: ["CartInterface", "CatalogInterface"])
    return (fixture, try fixture.workspace(targets).graph)
  }

  @Test func aSliceHoldsTheChosenPackagesWholeAndOnlyTheTargetsTheyUse() throws {
    let (_, graph) = try graph()
    let cart = try #require(graph.package(named: "Cart"))
    let slice = try WorkspaceSlice([cart], in: graph, dependents: false)
    #expect(slice.packages.map(\.name) == ["Cart"])
    let names = Set(slice.targets.map(\.name))
    #expect(names.isSuperset(of: cart.targets.map(\.name)))
    // From the interface it uses, the source target only: its fakes and tests stay out, and
    // so do the packages the feature does not use.
    #expect(names.contains("CatalogInterface") && names.contains("CartInterface"))
    #expect(!names.contains("CatalogInterfaceTesting") && !names.contains("CatalogInterfaceTests"))
    #expect(!names.contains("Core") && !names.contains("Catalog"))
  }

  @Test func withDependentsTheSliceTakesEveryPackageThatUsesTheChosenOnes() throws {
    let (_, graph) = try graph()
    let interface = try #require(graph.package(named: "CatalogInterface"))
    let alone = try WorkspaceSlice([interface], in: graph, dependents: false)
    #expect(alone.packages.map(\.name) == ["CatalogInterface"])
    let slice = try WorkspaceSlice([interface], in: graph, dependents: true)
    #expect(Set(slice.packages.map(\.name)) == ["CatalogInterface", "Catalog", "Cart"])
    #expect(slice.targets.contains { $0.name == "CartTests" })
  }

  @Test func theSliceManifestDeclaresEachTargetAtItsWorkspacePath() throws {
    let (_, graph) = try graph()
    let cart = try #require(graph.package(named: "Cart"))
    let slice = try WorkspaceSlice([cart], in: graph, dependents: false)
    let text = SliceManifestRenderer(graph: graph).render(slice, command: "Tools/mf focus Cart")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "// mf:slice")
    #expect(text.contains("//   Tools/mf focus Cart\n"))
    #expect(text.contains(#"name: "Focus","#))
    for target in slice.targets {
      #expect(text.contains(#"name: "\#(target.name)","#))
      #expect(text.contains(#"path: "\#(target.path)""#))
    }
    #expect(text.contains(".testTarget(\n      name: \"CartTests\","))
  }

  @Test func mfFocusWritesAnEvaluableSliceWhoseLinksAreTheWorkspacesFolders() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let run = fixture.mf(["focus", "Catalog"])
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(
      run.output.hasPrefix("Wrote the slice .focus, 8 targets from 3 packages: Catalog, with what"))
    // Through the link, the slice's file is the workspace's file.
    let linked = fixture.root.appendingPathComponent(".focus/Features/Catalog/Sources/Catalog")
    try Data("// edited in the slice\n".utf8).write(
      to: linked.appendingPathComponent("Catalog.swift"))
    #expect(
      fixture.read("Features/Catalog/Sources/Catalog/Catalog.swift") == "// edited in the slice\n")
    let dump = try ProcessRunner().run(
      "swift", ["package", "dump-package", "--package-path", ".focus"], in: fixture.root)
    #expect(dump.status == 0, "\(dump.errorOutput)")
    for name in ["Catalog", "CatalogTests", "CatalogExample", "CatalogInterface", "Core"] {
      #expect(dump.output.contains("\"name\" : \"\(name)\""), "\(name) is not in the slice")
    }
    #expect(!dump.output.contains("\"name\" : \"CoreTests\""))
  }

  @Test func focusingAgainReplacesTheSliceAndDropsTheLinksItNoLongerUses() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    #expect(fixture.mf(["focus", "Catalog"]).status == 0)
    #expect(fixture.exists(".focus/Features/Catalog"))
    let again = fixture.mf(["focus", "Core"])
    #expect(again.status == 0, "\(again.output)\(again.errors)")
    #expect(
      again.output.hasPrefix(
        "Wrote the slice .focus, 3 targets from 1 package: Core, with what it uses."))
    #expect(!fixture.exists(".focus/Features/Catalog") && !fixture.exists(".focus/Features"))
    #expect(fixture.exists(".focus/Foundation/Core/Sources/Core/Core.swift"))
    #expect(fixture.read(".focus/Package.swift")?.contains("//   Tools/mf focus Core\n") == true)
    // The workspace's own folders are untouched.
    #expect(fixture.exists("Features/Catalog/Sources/Catalog/Catalog.swift"))
  }

  @Test func mfInsideASliceStillFindsTheWorkspace() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    // A slice of Core alone: the workspace's graph has Catalog, the slice's would not.
    #expect(fixture.mf(["focus", "Core"]).status == 0)
    #expect(
      try Workspace.findRoot(from: fixture.root.appendingPathComponent(".focus/Foundation"))
        .standardizedFileURL.path == fixture.root.standardizedFileURL.path)
    let output = CapturedText()
    let tool = CommandLineTool(
      currentDirectory: fixture.root.appendingPathComponent(".focus"),
      output: output, errorOutput: CapturedText(), afterEachChange: {})
    #expect(tool.run(["graph", "--format", "json"]) == 0)
    #expect(output.text.contains("\"Features/Catalog\""), "\(output.text)")
  }

  @Test func aFolderThatHoldsSomethingElseIsRefusedAndLeftAsItWas() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    try fixture.write("notes/todo.txt", "keep me\n")
    let before = fixture.snapshot()
    let elsewhere = fixture.mf(["focus", "--dependents", "Core", "--folder", "slices/core"])
    #expect(elsewhere.status == 0, "\(elsewhere.output)\(elsewhere.errors)")
    #expect(
      fixture.read("slices/core/Package.swift")?.contains(
        "//   Tools/mf focus --dependents --folder slices/core Core\n") == true)
    try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("slices"))
    let run = fixture.mf(["focus", "Catalog", "--folder", "notes"])
    #expect(run.status == 1)
    #expect(run.errors.contains("is not empty and holds no slice mf wrote"))
    let inside = fixture.mf(["focus", "Catalog", "--folder", "Features/Slice"])
    #expect(inside.status == 1)
    #expect(inside.errors.contains("is inside the workspace's packages"))
    #expect(fixture.mf(["focus", "Nowhere"]).status == 2)
    #expect(fixture.mf(["focus"]).status == 2)
    #expect(Fixture.differences(before, fixture.snapshot()).isEmpty)
  }

  @Test func aSlicesCostCountsTheModulesItsBuildSystemHasNotMadeThereYet() throws {
    let (fixture, graph) = try graph()
    let slice = try WorkspaceSlice(
      [try #require(graph.package(named: "Cart"))], in: graph, dependents: false)
    let folder = fixture.root.appendingPathComponent(".focus")
    // Cart's four targets, and CartInterface and CatalogInterface.
    #expect(slice.targets.count == 6)
    #expect(BuildState.cost(of: slice, in: folder, buildSystem: .native).unbuiltModules == 6)
    try fixture.write(".focus/.build/x86_64-unknown-linux-gnu/debug/Modules/Cart.swiftmodule", "")
    try fixture.write(".focus/.build/out/Products/Debug-linux/CartInterface.swiftmodule/x", "")
    try fixture.write(".focus/.build/out/Products/Debug-linux/Cart.swiftmodule/x", "")
    #expect(BuildState.cost(of: slice, in: folder, buildSystem: .native).unbuiltModules == 5)
    #expect(BuildState.cost(of: slice, in: folder, buildSystem: .swiftbuild).unbuiltModules == 4)
  }

  @Test func theDefaultBuildSystemIsReadFromTheToolchainsHelp() {
    let help = """
        --build-system <build-system>
                                Specify the build system to use. (default: %@)
      """
    #expect(
      BuildSystem.named(inHelp: help.replacingOccurrences(of: "%@", with: "native")) == .native)
    #expect(
      BuildSystem.named(inHelp: help.replacingOccurrences(of: "%@", with: "swiftbuild"))
        == .swiftbuild)
    #expect(BuildSystem.named(inHelp: "USAGE: swift build") == .native)
  }

  @Test func mfTestTakesASliceWhenPlanningTheRootGraphCostsMore() {
    // A workspace of 1,000 features: about 2,000 packages and 7,000 targets.
    let large = (selected: 3, total: 2_020, targets: 7_016)
    let warmSlice = SliceCost(targets: 40, unbuiltModules: 0)
    let swiftbuild = TestPlan(
      selected: large.selected, of: large.total, forced: nil, buildSystem: .swiftbuild,
      rootTargets: large.targets, slice: warmSlice)
    #expect(swiftbuild.mode == .slice)
    #expect(swiftbuild.explanation.contains("under swiftbuild, a build of the root graph plans"))
    // A slice never built costs its 40 modules, more than native's planning of 7,000 targets
    // (seconds): three packages go one by one, each through its own warm build.
    let coldSlice = SliceCost(targets: 40, unbuiltModules: 40)
    #expect(
      TestPlan(
        selected: large.selected, of: large.total, forced: nil, buildSystem: .native,
        rootTargets: large.targets, slice: coldSlice
      ).mode == .isolated)
    // The template's size: the root graph, under either build system.
    for system in BuildSystem.allCases {
      #expect(
        TestPlan(
          selected: 4, of: 21, forced: nil, buildSystem: system, rootTargets: 150,
          slice: warmSlice
        ).mode == .rootGraph)
    }
    // Without a slice, swiftbuild's planning sends more packages one by one than the rule by
    // count, and says why.
    let planned = TestPlan(
      selected: 10, of: 206, forced: nil, buildSystem: .swiftbuild, rootTargets: 817)
    #expect(planned.mode == .isolated)
    #expect(
      planned.explanation.hasPrefix(
        "Testing 10 of 206 packages package by package: under swiftbuild, a build of the root "
          + "graph plans its 817 targets first (about 12 s)"))
    #expect(
      TestPlan(selected: 10, of: 206, forced: nil, rootTargets: 817).mode == .rootGraph)
    #expect(
      TestPlan(selected: 4, of: 21, forced: .slice, rootTargets: 150).explanation
        == "Testing 4 of 21 packages in a slice of the workspace, as --slice asks.")
  }
}

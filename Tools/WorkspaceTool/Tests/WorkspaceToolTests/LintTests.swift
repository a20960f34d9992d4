import Foundation
import Testing

@testable import WorkspaceTool

@Suite("Lint rules")
struct LintTests {
  /// A clean workspace: Core, CatalogInterface and the Catalog feature, each importing exactly
  /// what it declares.
  private func cleanTargets() -> [ManifestDump.Target] {
    Fixture.foundation("Core") + Fixture.interface("Catalog")
      + Fixture.feature("Catalog", uses: ["CatalogInterface", "Core"])
  }

  private func writeCleanSources(_ fixture: FixtureWorkspace) throws {
    try fixture.write("Foundation/Core/Sources/Core/A.swift", "public struct A {}\n")
    try fixture.write("Foundation/Core/Sources/CoreTesting/A.swift", "import Core\n")
    try fixture.write(
      "Foundation/Core/Tests/CoreTests/A.swift", "import Core\nimport CoreTesting\n")
    try fixture.write("Interfaces/CatalogInterface/Sources/CatalogInterface/A.swift", "\n")
    try fixture.write(
      "Interfaces/CatalogInterface/Sources/CatalogInterfaceTesting/A.swift",
      "import CatalogInterface\n")
    try fixture.write(
      "Features/Catalog/Sources/Catalog/A.swift", "import CatalogInterface\nimport Core\n")
    for target in ["CatalogTesting", "CatalogExample"] {
      try fixture.write("Features/Catalog/Sources/\(target)/main.swift", "import Catalog\n")
    }
    try fixture.write(
      "Features/Catalog/Sources/CatalogExample/main.swift",
      "import Catalog\nimport CatalogTesting\n")
    try fixture.write(
      "Features/Catalog/Tests/CatalogTests/A.swift",
      "import Catalog\nimport CatalogTesting\nimport Testing\n")
  }

  private func lint(_ fixture: FixtureWorkspace, _ targets: [ManifestDump.Target]) throws
    -> [Diagnostic]
  {
    Linter(workspace: try fixture.workspace(targets), manifest: Fixture.manifest).run()
  }

  @Test func aCleanWorkspaceHasNoFindings() throws {
    let fixture = try FixtureWorkspace()
    try writeCleanSources(fixture)
    #expect(try lint(fixture, cleanTargets()) == [])
  }

  @Test func aFeatureThatUsesAnotherFeatureIsALayeringError() throws {
    let fixture = try FixtureWorkspace()
    try writeCleanSources(fixture)
    try fixture.write("Features/Cart/Sources/Cart/A.swift", "import Catalog\n")
    let targets = cleanTargets() + Fixture.feature("Cart", uses: ["Catalog"])
    let errors = try lint(fixture, targets).filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(errors.first?.message.contains("Cart (features) depends on Catalog") == true)
    #expect(errors.first?.path == "Package.swift")
  }

  @Test func foundationMayNotUseAnInterface() throws {
    let fixture = try FixtureWorkspace()
    var targets = cleanTargets()
    targets[0].dependencies = [.init(name: "CatalogInterface")]
    let messages = try lint(fixture, targets).filter { $0.severity == .error }.map(\.message)
    #expect(messages.contains { $0.contains("a foundation package may use only foundation") })
  }

  @Test func anInterfaceMayUseFoundationAndOtherInterfacesButNotFeatures() throws {
    let fixture = try FixtureWorkspace()
    let allowed = try lint(
      fixture, cleanTargets() + Fixture.interface("Cart", uses: ["CatalogInterface", "Core"]))
    #expect(allowed.filter { $0.severity == .error && $0.message.contains("depends on") }.isEmpty)
    let forbidden = try lint(fixture, cleanTargets() + Fixture.interface("Cart", uses: ["Catalog"]))
    #expect(
      forbidden.contains {
        $0.message.contains("CartInterface (interfaces) depends on Catalog")
          && $0.message.contains(
            "; an interface package may use only foundation and interface packages")
      })
  }

  @Test func aToolMayUseOnlyFoundationPackages() throws {
    let fixture = try FixtureWorkspace()
    let tool = [
      Fixture.target("Lister", at: "Tools/Lister/Sources/Lister", ["Core", "CatalogInterface"])
    ]
    let messages = try lint(fixture, cleanTargets() + tool).map(\.message)
    #expect(
      messages.contains(
        "Lister (tools) depends on CatalogInterface of Interfaces/CatalogInterface (interfaces); "
          + "a tool package may use only foundation packages"), "\(messages)")
    #expect(!messages.contains { $0.contains("depends on Core") })
  }

  @Test func aTestingTargetInProductSourceIsAnError() throws {
    let fixture = try FixtureWorkspace()
    var targets = cleanTargets()
    let index = try #require(targets.firstIndex { $0.name == "Catalog" })
    targets[index].dependencies.append(.init(name: "CoreTesting"))
    let messages = try lint(fixture, targets).map(\.message)
    #expect(messages.contains { $0.contains("Catalog depends on the Testing target CoreTesting") })
  }

  @Test func testsExamplesAndTestingTargetsMayUseFakes() throws {
    let fixture = try FixtureWorkspace()
    try writeCleanSources(fixture)
    var targets = cleanTargets()
    for name in ["CatalogTesting", "CatalogExample", "CatalogTests"] {
      let index = try #require(targets.firstIndex { $0.name == name })
      targets[index].dependencies.append(.init(name: "CoreTesting"))
    }
    #expect(try lint(fixture, targets).filter { $0.severity == .error }.isEmpty)
  }

  @Test func aPackageCycleIsReportedWithItsPath() throws {
    let fixture = try FixtureWorkspace()
    let targets =
      Fixture.foundation("Alpha", uses: ["BetaTesting"])
      + Fixture.foundation("Beta", uses: ["Gamma"])
      + Fixture.foundation("Gamma", uses: ["AlphaTesting"])
    let cycles = try lint(fixture, targets).filter { $0.message.hasPrefix("dependency cycle") }
    #expect(cycles.map(\.message) == ["dependency cycle: Alpha -> Beta -> Gamma -> Alpha"])
  }

  @Test func aFeatureWithoutItsExampleBreaksTheConvention() throws {
    let fixture = try FixtureWorkspace()
    let targets = cleanTargets().filter { $0.name != "CatalogExample" }
    let messages = try lint(fixture, targets).map(\.message)
    #expect(
      messages.contains("feature package Features/Catalog has no executable target CatalogExample"))
  }

  @Test func anExampleThatIsALibraryIsNamedAsTheExecutableItMustBe() throws {
    let fixture = try FixtureWorkspace()
    var targets = cleanTargets()
    let example = targets.firstIndex { $0.name == "CatalogExample" }!
    targets[example].type = "regular"
    let messages = try lint(fixture, targets).map(\.message)
    #expect(messages.contains("CatalogExample must be an executable target, not library"))
  }

  @Test func anInterfaceWithoutFakesBreaksTheConvention() throws {
    let fixture = try FixtureWorkspace()
    let targets = cleanTargets().filter { $0.name != "CatalogInterfaceTesting" }
    let messages = try lint(fixture, targets).map(\.message)
    #expect(
      messages.contains(
        "interface package Interfaces/CatalogInterface has no library target CatalogInterfaceTesting"
      ))
  }

  @Test func anInterfaceMayHaveTestsUnderItsConventionalNameOnly() throws {
    let fixture = try FixtureWorkspace()
    try writeCleanSources(fixture)
    try fixture.write(
      "Interfaces/CatalogInterface/Tests/CatalogInterfaceTests/A.swift",
      "import CatalogInterface\nimport CatalogInterfaceTesting\nimport Testing\n")
    let tests = Fixture.target(
      "CatalogInterfaceTests", at: "Interfaces/CatalogInterface/Tests/CatalogInterfaceTests",
      ["CatalogInterface", "CatalogInterfaceTesting"], type: "test")
    #expect(try lint(fixture, cleanTargets() + [tests]) == [])

    var misnamed = tests
    misnamed.name = "CatalogContractTests"
    misnamed.path = "Interfaces/CatalogInterface/Tests/CatalogContractTests"
    let messages = try lint(fixture, cleanTargets() + [misnamed]).map(\.message)
    #expect(
      messages == [
        "CatalogContractTests must be named CatalogInterfaceTests, the one test target interface "
          + "package Interfaces/CatalogInterface may have"
      ])
  }

  @Test func anUndeclaredImportIsAnErrorAtItsLine() throws {
    let fixture = try FixtureWorkspace()
    try writeCleanSources(fixture)
    try fixture.write(
      "Features/Catalog/Sources/Catalog/B.swift",
      "import Foundation\n// import Hidden\n@testable import CoreTesting\n")
    let errors = try lint(fixture, cleanTargets()).filter { $0.severity == .error }
    #expect(
      errors.map(\.formatted) == [
        "Features/Catalog/Sources/Catalog/B.swift:3: error: Catalog imports CoreTesting, which is "
          + "not a declared dependency of Catalog in the workspace manifest"
      ])
  }

  @Test func aFeaturesLogicTargetThatUsesAUIPackageIsAnError() throws {
    let fixture = try FixtureWorkspace()
    try writeCleanSources(fixture)
    try fixture.write("Foundation/TerminalUI/Sources/TerminalUI/A.swift", "\n")
    try fixture.write(
      "Foundation/TerminalUI/Sources/TerminalUITesting/A.swift", "import TerminalUI\n")
    try fixture.write(
      "Foundation/TerminalUI/Tests/TerminalUITests/A.swift",
      "import TerminalUI\nimport TerminalUITesting\n")
    try fixture.write(
      "Features/Catalog/Sources/Catalog/B.swift", "import TerminalUI\nimport CatalogTerminalUI\n")
    try fixture.write(
      "Features/Catalog/Sources/CatalogTerminalUI/A.swift", "import Catalog\nimport TerminalUI\n")
    var targets = Fixture.foundation("TerminalUI") + cleanTargets()
    let index = try #require(targets.firstIndex { $0.name == "Catalog" })
    targets[index].dependencies.append(ManifestDump.Dependency(name: "TerminalUI"))
    targets.append(
      Fixture.target(
        "CatalogTerminalUI", at: "Features/Catalog/Sources/CatalogTerminalUI",
        ["Catalog", "TerminalUI"]))
    let errors = try lint(fixture, targets).filter { $0.severity == .error }
    let message = { (module: String) in
      "Catalog is the logic target of feature Features/Catalog and uses \(module), a UI package; "
        + "its views belong in a UI target such as CatalogTerminalUI"
    }
    #expect(
      errors.map(\.formatted) == [
        "Features/Catalog/Sources/Catalog/B.swift:1: error: " + message("TerminalUI"),
        "Features/Catalog/Sources/Catalog/B.swift:2: error: " + message("CatalogTerminalUI"),
        "Package.swift:\(errors.last?.line ?? 0): error: " + message("TerminalUI"),
      ])
  }

  @Test func importsInCommentsStringsAndToolchainModulesAreNotFlagged() throws {
    let fixture = try FixtureWorkspace()
    try writeCleanSources(fixture)
    try fixture.write(
      "Features/Catalog/Sources/Catalog/B.swift",
      """
      import Foundation
      import Synchronization
      /* import CoreTesting */
      let text = "import CoreTesting"
      #if canImport(Glibc)
        import Glibc
      #endif
      import struct Core.A
      """)
    #expect(try lint(fixture, cleanTargets()).isEmpty)
  }

  @Test func aDeclaredDependencyNeverImportedIsOnlyAWarning() throws {
    let fixture = try FixtureWorkspace()
    try writeCleanSources(fixture)
    try fixture.write("Features/Catalog/Sources/Catalog/A.swift", "import CatalogInterface\n")
    let findings = try lint(fixture, cleanTargets())
    #expect(findings.map(\.severity) == [.warning])
    #expect(findings.first?.message == "Catalog declares dependencies it never imports: Core")
  }

  @Test func lintExitsOneOnErrorsAndZeroOnWarnings() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let clean = fixture.mf(["lint"])
    #expect(clean.status == 0, "\(clean.output)\(clean.errors)")
    try fixture.write("Features/Catalog/Sources/Catalog/Catalog.swift", "import CatalogInterface\n")
    let warned = fixture.mf(["lint"])
    #expect(warned.status == 0)
    #expect(warned.output.contains("warning: Catalog declares dependencies it never imports: Core"))
    try fixture.write(
      "Features/Catalog/Sources/Catalog/Catalog.swift",
      "import CatalogInterface\nimport Core\nimport CoreTesting\n")
    let failed = fixture.mf(["lint"])
    #expect(failed.status == 1)
    #expect(failed.output.contains("Features/Catalog/Sources/Catalog/Catalog.swift:3: error:"))
  }
}

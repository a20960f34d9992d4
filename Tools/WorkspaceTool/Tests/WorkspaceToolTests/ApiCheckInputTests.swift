import Foundation
import Testing

@testable import WorkspaceTool

/// What `mf api-check` makes of its input before it compiles anything: the command line, the
/// allow file, the manifest's settings, and a workspace with nothing to compare.
@Suite("mf api-check input")
struct ApiCheckInputTests {
  @Test func namingAFeatureOrAnUnknownPackageIsAUsageError() throws {
    let fixture = try ApiCheckFixture(interface: "public func price() -> Int { 1 }\n")
    let feature = fixture.workspace.mf(["api-check", "Catalog"])
    #expect(feature.status == 2)
    #expect(
      feature.errors
        == "mf: error: Catalog is a feature package; mf api-check compares interface and "
        + "foundation packages, whose API other packages use\n"
        + "mf: hint: name one of Core, CatalogInterface\n")
    let unknown = fixture.workspace.mf(["api-check", "Catalgo"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.hasPrefix("mf: error: no package named \"Catalgo\"\n"))
  }

  @Test func aRevisionThatIsNoCommitIsAUsageError() throws {
    let fixture = try ApiCheckFixture(interface: "public func price() -> Int { 1 }\n")
    let run = fixture.workspace.mf(["api-check", "--base=--no-such"])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "mf: error: no commit named \"--no-such\"\n"
        + "mf: hint: give a commit, a branch or a tag: --base origin/main\n")
  }

  @Test func withNothingChangedNothingIsCheckedOut() throws {
    let fixture = try ApiCheckFixture(interface: "public func price() -> Int { 1 }\n")
    try fixture.workspace.write("README.md", "Docs change no API.\n")
    let run = fixture.workspace.mf(["api-check"])
    #expect(run.status == 0, "\(run.errors)")
    let head = String(try fixture.workspace.git(["rev-parse", "HEAD"]).prefix(10))
    #expect(run.output.hasPrefix("No interface or foundation package changed since \(head) ("))
    let named = fixture.workspace.mf(["api-check", "--base", "HEAD", "CatalogInterface"])
    #expect(
      named.output.contains(
        "CatalogInterface: unchanged since \(fixture.base); 1 package depends on it\n"),
      "\(named.output)\(named.errors)")
    #expect(!fixture.workspace.exists(ApiCheckRunFolder.parentPath))
  }

  @Test func theDefaultBaseIsTheMergeBaseWithMain() throws {
    let fixture = try ApiCheckFixture(interface: "public func price() -> Int { 1 }\n")
    let workspace = fixture.workspace
    try workspace.git(["branch", "-M", "main"])
    try workspace.git(["checkout", "-q", "-b", "topic"])
    try workspace.write(ApiCheckFixture.source, "public func price() -> Int { 2 }\n")
    try workspace.git([
      "-c", "user.email=t@example.com", "-c", "user.name=T", "commit", "-qam", "x",
    ])
    let run = workspace.mf(["api-check"])
    #expect(
      run.output.hasPrefix(
        "Comparing the public API of 1 package with \(fixture.base) (the merge base with "
          + "main).\n"), "\(run.output)\(run.errors)")
  }

  @Test func aRunFolderWithoutALockIsSweptOnceItIsAMinuteOld() throws {
    let fixture = try FixtureWorkspace()
    let parent = ApiCheckRunFolder.parent(of: fixture.root)
    let files = FileManager.default
    for name in ["run-old", "run-new"] {
      try files.createDirectory(
        at: parent.appendingPathComponent("\(name)/modules"), withIntermediateDirectories: true)
    }
    try files.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -120)],
      ofItemAtPath: parent.appendingPathComponent("run-old").path)
    let said = ApiCheckRunFolder.sweep(root: fixture.root)
    #expect(
      said == ["mf: removed what an interrupted `mf api-check` left: .build/mf-api-check/run-old"])
    #expect(try files.contentsOfDirectory(atPath: parent.path) == ["run-new"])
  }

  @Test func aBadAllowFileNamesItsLines() throws {
    let text = "# Breaks\nCatalogInterface\nFeature: why\nCore:\nCore: twice\nCore: again\n"
    #expect(throws: ToolError.self) {
      try ApiBreakAllowList.parse(text, packages: ["Core", "CatalogInterface"])
    }
    do {
      _ = try ApiBreakAllowList.parse(text, packages: ["Core", "CatalogInterface"])
    } catch let error as ToolError {
      #expect(
        error.errorDescription
          == """
          api-breaks.allowed cannot be read:
            api-breaks.allowed:2: write `<package>: <why the break is deliberate>`
            api-breaks.allowed:3: no interface or foundation package is named "Feature"; \
          remove the line or correct the name
            api-breaks.allowed:4: say why the break of Core is deliberate, after the colon
            api-breaks.allowed:6: Core is listed twice; keep one line
          """)
    }
  }

  @Test func anAllowFileListsPackagesWithTheirReasons() throws {
    let list = try ApiBreakAllowList.parse(
      "\n# Deliberate\n  Core:  the clock moves to Architecture \n", packages: ["Core"])
    #expect(
      list.entries == [.init(package: "Core", reason: "the clock moves to Architecture", line: 3)])
  }

  @Test func theContainerOfADeclarationIsFoundThroughDotsAndLabels() {
    #expect(ApiComparison.parent(of: "Box.value.Set()") == "Box.value")
    #expect(ApiComparison.parent(of: "Outer.Inner.f(_:)") == "Outer.Inner")
    #expect(ApiComparison.parent(of: "price(of:)") == nil)
    #expect(ApiComparison.parent(of: "Money.+(_:_:)") == "Money")
  }

  @Test func aTargetWithBuildSettingsIsRefused() throws {
    var target = WorkspaceTarget(
      name: "Core", kind: .library, path: "Foundation/Core/Sources/Core", dependencies: [],
      resources: [], packageFolder: "Foundation/Core")
    #expect(try target.settingFlags(languageMode: "6") == ["-swift-version", "6"])
    target.hasSettings = true
    #expect(throws: ToolError.self) {
      try target.settingFlags(languageMode: "6")
    }
  }
}

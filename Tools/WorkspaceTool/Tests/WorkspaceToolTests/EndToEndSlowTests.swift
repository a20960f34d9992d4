import CoreTesting
import Foundation
import Testing

@testable import WorkspaceTool

/// Builds a scaffolded feature for real (about a minute, longer on a busy machine), so it runs
/// with the other slow tests: `SLOW_TESTS=1 swift test --filter SlowTests`.
@Suite(
  "End to end (slow)", .slow)
struct EndToEndSlowTests {
  /// The repository this package lives in: Tools/WorkspaceTool/Tests/WorkspaceToolTests/<file>.
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Scaffolds a feature in a copy of the repository, then builds and tests the feature's own
  /// package and its interface's (the fake against the service's contract) and runs its
  /// example. Only those packages are built: they use nothing but Core, Architecture and the
  /// interface, so they build whatever state the rest of the graph is in.
  @Test func aNewFeatureBuildsPassesItsTestsAndRunsItsExample() throws {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("mf-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: copy) }
    try WorkspaceCopier().copy(Self.repository, to: copy)

    func mf(_ arguments: [String]) -> (Int32, String, String) {
      let output = CapturedText()
      let errors = CapturedText()
      let status = CommandLineTool(currentDirectory: copy, output: output, errorOutput: errors)
        .run(arguments)
      return (status, output.text, errors.text)
    }
    #expect(mf(["sync"]).0 == 0)
    let created = mf(["new", "feature", "Wishlist"])
    try #require(created.0 == 0, "\(created.2)")
    #expect(mf(["sync", "--check"]).0 == 0)
    #expect(mf(["xcode", "--check"]).0 == 0, "mf new lists the packages in the Xcode workspace")
    let findings = mf(["lint"]).1.split(separator: "\n").filter {
      $0.contains("Wishlist")
    }
    #expect(findings.isEmpty, "a fresh feature has no findings: \(findings)")

    let runner = ProcessRunner()
    let feature = copy.appendingPathComponent("Features/Wishlist").path
    let interface = copy.appendingPathComponent("Interfaces/WishlistInterface").path
    // One build, as CI builds each package (warnings are errors); the test and the run use it.
    let build = try runner.run(
      "swift",
      ["build", "--package-path", feature, "--build-tests", "-Xswiftc", "-warnings-as-errors"],
      in: copy)
    try #require(build.status == 0, "\(build.output)\(build.errorOutput)")
    let tested = try runner.run(
      "swift", ["test", "--package-path", feature, "--skip-build"], in: copy)
    #expect(tested.status == 0, "\(tested.output)\(tested.errorOutput)")
    #expect(
      tested.output.contains("Test run with 12 tests in 7 suites passed"),
      "\(tested.output)\(tested.errorOutput)")
    let contract = try runner.run(
      "swift", ["test", "--package-path", interface, "-Xswiftc", "-warnings-as-errors"], in: copy)
    #expect(
      contract.output.contains("Test run with 1 test in 1 suite passed"),
      "the fake keeps the contract: \(contract.output)\(contract.errorOutput)")
    let example = try runner.run(
      "swift", ["run", "--package-path", feature, "--skip-build", "WishlistExample"], in: copy)
    #expect(example.status == 0)
    #expect(
      example.output == """
        > wishlist
        No items yet.
        > wishlist add First item
        Added First item.
        1. First item
        > wishlist add Second item
        Added Second item.
        1. First item
        2. Second item
        > wishlist add " "
        error: an item needs some text
        Every Wishlist flow was released.

        """)
    let format = try runner.run(
      "swift", ["format", "lint", "--strict", "--recursive", feature, interface], in: copy)
    #expect(format.status == 0, "generated code passes the format lint: \(format.errorOutput)")
  }

  /// `mf add` composes a generated feature into the Shop, whose solver and views are written by
  /// hand: the feature's views, tab and commands come from the files mf writes whole, so no
  /// file of the Shop is edited; the Shop builds with its warnings as errors, its tests pass,
  /// the feature is a command; `mf remove feature --from` puts every file back as it was.
  @Test func aGeneratedFeatureJoinsTheHandWrittenShopAndLeavesIt() throws {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("mf-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: copy) }
    try WorkspaceCopier().copy(Self.repository, to: copy)
    func mf(_ arguments: [String]) -> (Int32, String, String) {
      let output = CapturedText()
      let errors = CapturedText()
      let status = CommandLineTool(currentDirectory: copy, output: output, errorOutput: errors)
        .run(arguments)
      return (status, output.text, errors.text)
    }
    try #require(mf(["new", "feature", "Wishlist"]).0 == 0)
    let before = try Self.contents(
      of: ["Apps/Shop", "Package.swift", "Workspace.xcworkspace"], in: copy)
    let added = mf(["add", "Wishlist", "--to", "Shop"])
    try #require(added.0 == 0, "\(added.2)")
    let lint = mf(["lint"])
    #expect(lint.0 == 0 && lint.1.hasSuffix("0 error(s), 0 warning(s).\n"), "\(lint.1)")
    #expect(mf(["sync", "--check"]).0 == 0)
    #expect(mf(["xcode", "--check"]).0 == 0)
    let after = try Self.contents(of: ["Apps/Shop"], in: copy)
    let edited = after.keys.filter { before[$0] != nil && before[$0] != after[$0] }
    #expect(
      edited.allSatisfy { $0.hasSuffix(".generated.swift") || $0.hasSuffix("Package.swift") },
      "no file of the Shop written by hand is edited: \(edited.sorted())")

    var environment = ProcessInfo.processInfo.environment
    environment["SLOW_TESTS"] = nil
    let runner = ProcessRunner()
    let build = try runner.run(
      "swift", ["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: copy,
      environment: environment)
    try #require(build.status == 0, "\(build.output)\(build.errorOutput)")
    // The help snapshots and the debug tree's board list pin every command and board of the
    // shop, so a feature added changes them on purpose: those are recorded again by hand.
    let tests = try runner.run(
      "swift",
      [
        "test", "--skip-build", "--filter", "ShopTests", "--skip",
        "ShopHelpSnapshotTests|ShopSessionTests/debugTree",
      ], in: copy, environment: environment)
    #expect(tests.status == 0, "the Shop's tests pass: \(tests.output)\(tests.errorOutput)")
    #expect(
      tests.output.contains("Suite \"The shop binary full screen, in a pseudo-terminal\" passed"))
    let data = copy.appendingPathComponent("shop-data").path
    let shop = copy.appendingPathComponent(".build/debug/shop").path
    let add = try runner.run(shop, ["--data-dir", data, "wishlist", "add", "Kettle"], in: copy)
    #expect(add.status == 0, "\(add.errorOutput)")
    let list = try runner.run(shop, ["--data-dir", data, "wishlist"], in: copy)
    #expect(list.output == "1. Kettle\n", "\(list.output)\(list.errorOutput)")
    let tree = try runner.run(shop, ["--data-dir", data, "debug", "tree"], in: copy)
    #expect(tree.output.contains(", wishlist\n"), "\(tree.output)")
    let format = try runner.run(
      "swift",
      ["format", "lint", "--strict", "--recursive", "Apps/Shop/Sources", "Package.swift"],
      in: copy)
    #expect(format.status == 0, "the generated sources pass the format lint: \(format.errorOutput)")

    let removed = mf(["remove", "feature", "Wishlist", "--from", "Shop"])
    try #require(removed.0 == 0, "\(removed.2)")
    let undone = try Self.contents(
      of: ["Apps/Shop", "Package.swift", "Workspace.xcworkspace"], in: copy)
    #expect(undone == before, "remove undoes add exactly")
  }

  /// The text of each file under `paths` of `root` (a path may be a file), by path; the build's
  /// folders aside.
  private static func contents(of paths: [String], in root: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let manager = FileManager.default
    for path in paths {
      let url = root.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
      guard isFolder.boolValue else {
        result[path] = try String(contentsOf: url, encoding: .utf8)
        continue
      }
      let files = manager.enumerator(at: url, includingPropertiesForKeys: nil)?.allObjects ?? []
      for case let file as URL in files
      where !file.hasDirectoryPath && !file.path.contains("/.build") {
        let relative = path + file.path.dropFirst(url.path.count)
        result[relative] = try? String(contentsOf: file, encoding: .utf8)
      }
    }
    return result
  }
}

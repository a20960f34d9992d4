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

  /// `mf add` edits a solver written by hand, the Shop's: a generated feature joins it once
  /// the Shop hands it its views, as docs/workspace.md says; the Shop builds with its warnings
  /// as errors, and its running app registers the new board.
  @Test func aGeneratedFeatureJoinsTheHandWrittenShop() throws {
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
    let refused = mf(["add", "Wishlist", "--to", "Shop"])
    #expect(refused.0 == 1)
    #expect(refused.2.contains("var wishlistViews: any WishlistViewFactory"), "\(refused.2)")
    try handWishlistItsViews(in: copy)
    let added = mf(["add", "Wishlist", "--to", "Shop"])
    try #require(added.0 == 0, "\(added.2)")
    let lint = mf(["lint"])
    #expect(lint.0 == 0 && lint.1.hasSuffix("0 error(s), 0 warning(s).\n"), "\(lint.1)")
    #expect(mf(["sync", "--check"]).0 == 0)

    let runner = ProcessRunner()
    let build = try runner.run(
      "swift", ["build", "--product", "shop", "-Xswiftc", "-warnings-as-errors"], in: copy)
    try #require(build.status == 0, "\(build.output)\(build.errorOutput)")
    let tree = try runner.run("swift", ["run", "--skip-build", "shop", "debug", "tree"], in: copy)
    #expect(tree.status == 0, "\(tree.errorOutput)")
    #expect(
      tree.output.contains(
        "    - boards: account, cart, catalog, checkout, order-placed, orders, payment"))
    #expect(tree.output.contains(", wishlist\n"), "\(tree.output)")
    let format = try runner.run(
      "swift",
      ["format", "lint", "--strict", "--recursive", "Apps/Shop/Sources", "Package.swift"],
      in: copy)
    #expect(format.status == 0, "the edited sources pass the format lint: \(format.errorOutput)")
  }

  /// Gives the Shop the Wishlist's views by hand, as docs/workspace.md says: a line in each of
  /// `ShopViews`' factories, and the member `ShopDependencies` forwards to them.
  private func handWishlistItsViews(in copy: URL) throws {
    func edit(_ path: String, _ replacements: [(String, String)]) throws {
      let url = copy.appendingPathComponent("Apps/Shop/Sources/ShopApp/" + path)
      var text = try String(contentsOf: url, encoding: .utf8)
      for (old, new) in replacements {
        try #require(text.contains(old), "\(path) has \(old)")
        text = text.replacingOccurrences(of: old, with: new)
      }
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try edit(
      "ShopViews.swift",
      [
        ("import TerminalUI\n", "import TerminalUI\nimport Wishlist\nimport WishlistTerminalUI\n"),
        (
          "  let account: any AccountViewFactory\n",
          "  let account: any AccountViewFactory\n  let wishlist: any WishlistViewFactory\n"
        ),
        (
          "      navigation: LineNavigation())",
          "      wishlist: WishlistConsoleViews(console: console), navigation: LineNavigation())"
        ),
        (
          "      navigation: window)",
          "      wishlist: WishlistScreens(window: window), navigation: window)"
        ),
      ])
    try edit(
      "ShopDependencies.swift",
      [
        ("import PaymentsInterface\n", "import PaymentsInterface\nimport Wishlist\n"),
        (
          "  var accountViews: any AccountViewFactory { views.account }\n",
          "  var accountViews: any AccountViewFactory { views.account }\n"
            + "  var wishlistViews: any WishlistViewFactory { views.wishlist }\n"
        ),
      ])
  }
}

import Foundation
import Testing

@testable import WorkspaceTool

@Suite("New and remove")
struct ScaffoldTests {
  @Test(arguments: [
    ("", "it is empty"),
    ("wishlist", "must start with an uppercase letter"),
    ("Wish List", "ASCII letters and digits"),
    ("Wish-list", "ASCII letters and digits"),
    ("../Evil", "path characters"),
    ("Features/Evil", "path characters"),
    ("Wish.list", "path characters"),
    ("Café", "ASCII letters and digits"),
    ("9Lives", "must start with an uppercase letter"),
    ("Self", "Swift keyword"),
    ("Import", "Swift keyword"),
    ("Protocol", "Swift keyword"),
    ("None", "would read as Optional's `none`"),
    ("Foundation", "toolchain module"),
    ("Testing", "toolchain module"),
    ("CartInterface", "reserved"),
    ("CartTests", "reserved"),
    (String(repeating: "A", count: 41), "longer than 40"),
  ])
  func badNamesAreRejectedWithTheReason(name: String, reason: String) {
    #expect(throws: ToolError.self) { try PackageName(name) }
    do {
      _ = try PackageName(name)
    } catch let error as ToolError {
      #expect(error.message.contains(reason), "\(name): \(error.message)")
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func variableNamesAreLowerCamelCase() throws {
    #expect(try PackageName("Wishlist").variableName == "wishlist")
    #expect(try PackageName("OrderHistory").variableName == "orderHistory")
    #expect(try PackageName("URLShortener").variableName == "urlShortener")
    #expect(try PackageName("UI").variableName == "ui")
  }

  @Test(arguments: [
    ("Wishlist", "wishlist"), ("OrderHistory", "order-history"), ("URLShortener", "url-shortener"),
    ("UI", "ui"), ("HTTP2Client", "http2-client"), ("Top10Lists", "top10-lists"),
  ])
  func boardNamesAreLowercaseWordsJoinedByHyphens(name: String, hyphenated: String) {
    #expect(PackageName.hyphenatedName(for: name) == hyphenated)
  }

  @Test func newFeatureAddsBothPackagesToTheManifestAndSyncs() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let result = fixture.mf(["new", "feature", "Wishlist", "--uses", "Catalog"])
    #expect(result.status == 0, "\(result.errors)")
    let manifest = try #require(fixture.read("Package.swift"))
    #expect(
      manifest.contains(
        "  static let wishlist = InterfacePackage(\"Wishlist\")\n}\n\n"
          + "let interfacePackages: [InterfacePackage] = [.catalog, .wishlist]"
      ))
    #expect(
      manifest.contains(
        "  static let wishlist = FeaturePackage(\n    \"Wishlist\", interfaces: [.wishlist, "
          + ".catalog], foundation: [.core])\n}\n\n"
          + "let featurePackages: [FeaturePackage] = [.catalog, .wishlist]"
      ), "\(manifest)")
    for path in [
      "Interfaces/WishlistInterface/Package.swift", "Features/Wishlist/Package.swift",
      "Features/Wishlist/Sources/WishlistExample/main.swift",
      "Features/Wishlist/Tests/WishlistTests/WishlistFeatureTests.swift",
      "Interfaces/WishlistInterface/Sources/WishlistInterfaceTesting/StubWishlistService.swift",
    ] {
      #expect(fixture.exists(path), "\(path)")
    }
    #expect(fixture.mf(["sync", "--check"]).status == 0)
    let lint = fixture.mf(["lint"])
    #expect(lint.status == 0)
    #expect(!lint.output.contains("Wishlist"), "a fresh feature has no findings: \(lint.output)")
  }

  @Test func aFeatureOnTheKitGetsItsPatternAndItsInterfaceUsesTheKitToo() throws {
    let fixture = try Fixture.makeEvaluableWorkspace(kit: true)
    let result = fixture.mf(["new", "feature", "Wishlist", "--uses", "Catalog"])
    #expect(result.status == 0, "\(result.errors)")
    let manifest = try #require(fixture.read("Package.swift"))
    #expect(
      manifest.contains(
        "  static let wishlist = InterfacePackage(\n    \"Wishlist\", foundation: [.core, "
          + ".architecture], hasTests: true)"),
      "its tests run the fake against the service's contract")
    #expect(
      manifest.contains(
        "  static let wishlist = FeaturePackage(\n    \"Wishlist\", interfaces: [.wishlist, "
          + ".catalog], foundation: [.core, .architecture],\n    ui: .terminalUI, "
          + "uiInterfaces: [])"),
      "its views live in a terminal UI target, which shows none of the interfaces' types")
    let feature = "Features/Wishlist/Sources/Wishlist/"
    for path in [
      "Interfaces/WishlistInterface/Sources/WishlistInterface/WishlistBoard.swift",
      "Interfaces/WishlistInterface/Sources/WishlistInterfaceTesting/FakeWishlistService.swift",
      "Interfaces/WishlistInterface/Sources/WishlistInterfaceTesting/"
        + "WishlistServiceContract.swift",
      "Interfaces/WishlistInterface/Tests/WishlistInterfaceTests/"
        + "FakeWishlistServiceContractTests.swift",
      "Features/Wishlist/Tests/WishlistTests/StoredWishlistContractTests.swift",
      feature + "WishlistModule.swift", feature + "WishlistBuilder.swift",
      feature + "WishlistContext.swift", feature + "WishlistView.swift",
      feature + "StoredWishlist.swift",
      "Features/Wishlist/Sources/WishlistTesting/TestWishlistDependencies.swift",
      "Features/Wishlist/Tests/WishlistTests/WishlistExampleTests.swift",
      "Features/Wishlist/Tests/WishlistTests/WishlistScreenTests.swift",
      "Features/Wishlist/Sources/WishlistTerminalUI/WishlistScreen.swift",
      "Features/Wishlist/Sources/WishlistTerminalUI/WishlistLineViewFactory.swift",
      "Features/Wishlist/Sources/WishlistTesting/RecordingWishlistViews.swift",
    ] {
      #expect(fixture.exists(path), "\(path)")
    }
    let dependencies = fixture.read(feature + "WishlistBuilder.swift") ?? ""
    #expect(
      dependencies.hasPrefix(
        "import Architecture\nimport CatalogInterface\nimport Core\nimport WishlistInterface\n\n"),
      "the interfaces named with --uses are imported where the feature declares what it needs")
    #expect(fixture.mf(["sync", "--check"]).status == 0)
    let lint = fixture.mf(["lint"])
    #expect(lint.status == 0)
    #expect(!lint.output.contains("Wishlist"), "a fresh feature has no findings: \(lint.output)")
  }

  @Test func aFeatureOnTheKitNeedsTheTerminalUIItsViewsDrawWith() throws {
    let fixture = try Fixture.makeEvaluableWorkspace(kit: true)
    let manifest = try #require(fixture.read("Package.swift"))
    let withoutUI = manifest.replacingOccurrences(
      of: "  static let terminalUI = FoundationPackage(\"TerminalUI\")\n", with: ""
    ).replacingOccurrences(of: ", .terminalUI]", with: "]")
    try #require(withoutUI != manifest)
    try fixture.write("Package.swift", withoutUI)
    let before = fixture.snapshot()
    let result = fixture.mf(["new", "feature", "Wishlist"])
    #expect(result.status == 1)
    #expect(
      result.errors.contains(
        "a feature in the kit's pattern gets a UI target on TerminalUI, its screens and console "
          + "views; the workspace manifest declares no TerminalUI"), "\(result.errors)")
    #expect(fixture.snapshot() == before)
  }

  @Test func aNameInUseChangesNothing() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let before = fixture.snapshot()
    for name in ["Catalog", "Core", "CatalogInterface"] {
      let result = fixture.mf(["new", "feature", name])
      #expect(result.status == 1, "\(name)")
      #expect(
        result.errors.contains("already used") || result.errors.contains("reserved"),
        "\(name): \(result.errors)")
    }
    let bad = fixture.mf(["new", "feature", "../Escape"])
    #expect(bad.status == 1)
    #expect(bad.errors.contains("path characters"))
    let unknown = fixture.mf(["new", "feature", "Wishlist", "--uses", "Nowhere"])
    #expect(unknown.status == 1)
    #expect(unknown.errors.contains("choose from: Catalog, Core"))
    #expect(fixture.snapshot() == before)
    #expect(fixture.mf(["new", "thing", "Wishlist"]).status == 2)
  }

  @Test func aNameThatDiffersOnlyInCaseIsTaken() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    #expect(fixture.mf(["new", "feature", "Wishlist"]).status == 0)
    let before = fixture.snapshot()
    for name in ["WishList", "CATALOG"] {
      let result = fixture.mf(["new", "feature", name])
      #expect(result.status == 1, "\(name)")
      #expect(result.errors.contains("is already used: the workspace has "), "\(result.errors)")
    }
    #expect(
      fixture.mf(["new", "foundation", "WishList"]).errors
        == "mf: error: \"WishList\" is already used: the workspace has Wishlist\n")
    #expect(fixture.snapshot() == before)
  }

  @Test func theManifestKeepsWhatAPersonWroteOutsideThePartMfWrites() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let mine = """
      // swift-tools-version: 6.0
      // A comment of mine,    laid out   my way.
      /* and a block */

      """
    let manifest = try #require(fixture.read("Package.swift"))
      .replacingOccurrences(of: "// swift-tools-version: 6.0\n", with: mine)
      .replacingOccurrences(
        of: "let package = Package(", with: "// Before the package.\nlet package = Package(")
    try fixture.write("Package.swift", manifest)
    #expect(fixture.mf(["sync"]).status == 0)
    #expect(fixture.mf(["new", "feature", "Wishlist"]).status == 0)
    let edited = try #require(fixture.read("Package.swift"))
    #expect(edited.hasPrefix(manifest.components(separatedBy: ManifestRegion.begin)[0]))
    #expect(edited.hasSuffix(manifest.components(separatedBy: ManifestRegion.end)[1]))
    #expect(fixture.mf(["remove", "feature", "Wishlist"]).status == 0)
    #expect(fixture.read("Package.swift") == manifest)
  }

  @Test func aFailureMidwayLeavesTheRepositoryAsItWas() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    // The feature helper of this manifest needs an argument that `mf new` does not write, so
    // the edited manifest does not evaluate after the folders are created.
    let strict = Fixture.manifest.replacingOccurrences(
      of: "uiInterfaces: [InterfacePackage]? = nil",
      with: "uiInterfaces: [InterfacePackage]? = nil, owner: String"
    ).replacingOccurrences(of: "foundation: [.core])", with: "foundation: [.core], owner: \"a\")")
    try fixture.write("Package.swift", strict)
    #expect(fixture.mf(["sync"]).status == 0)
    let before = fixture.snapshot()
    let result = fixture.mf(["new", "feature", "Wishlist"])
    #expect(result.status == 1)
    #expect(result.errors.contains("the edited workspace manifest failed"))
    #expect(fixture.snapshot() == before)
  }

  @Test func aHandEditedManifestBlocksNewSoTheEditIsNotLost() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    #expect(fixture.mf(["sync"]).status == 0)
    try fixture.write("Foundation/Core/Package.swift", "// edited by hand\n")
    let before = fixture.snapshot()
    let result = fixture.mf(["new", "feature", "Wishlist"])
    #expect(result.status == 1)
    #expect(result.errors.contains("run `mf sync` first"))
    #expect(fixture.snapshot() == before)
  }

  @Test func removeUndoesNewAndRefusesWhileTheInterfaceIsUsed() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    #expect(fixture.mf(["sync"]).status == 0)
    let before = fixture.snapshot()
    #expect(fixture.mf(["new", "feature", "Wishlist"]).status == 0)
    #expect(fixture.mf(["new", "feature", "Cart", "--uses", "Wishlist"]).status == 0)
    let refused = fixture.mf(["remove", "feature", "Wishlist"])
    #expect(refused.status == 1)
    #expect(refused.errors.contains("Features/Cart: Cart uses WishlistInterface"))
    #expect(fixture.mf(["remove", "feature", "Cart"]).status == 0)
    let removed = fixture.mf(["remove", "feature", "Wishlist"])
    #expect(removed.status == 0, "\(removed.errors)")
    #expect(
      removed.output == """
        removed Features/Wishlist
        removed Interfaces/WishlistInterface
        updated Package.swift
        Removed feature Wishlist.

        """)
    #expect(fixture.snapshot() == before)
  }

  /// The failure the journal fixes: a run killed right after it edited the root manifest left
  /// the package folders missing, so `mf sync --check` failed and `mf new` refused the name.
  @Test func aNewStoppedAfterEditingTheManifestIsUndoneByTheNextRun() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    #expect(fixture.mf(["sync"]).status == 0)
    let before = fixture.snapshot()
    var step = 1
    while fixture.read("Package.swift") == before["Package.swift"], step < 50 {
      _ = fixture.mf(["new", "feature", "Wishlist"], changeHook: StepStopper(after: step).hook)
      step += 1
    }
    #expect(
      fixture.read("Package.swift")?.contains("static let wishlist = InterfacePackage") == true)
    #expect(!fixture.exists("Features/Wishlist"), "stopped before the folders were made")

    let again = fixture.mf(["new", "feature", "Wishlist"])
    #expect(again.status == 0, "\(again.errors)")
    #expect(
      again.errors == """
        mf: an earlier `mf new feature Wishlist` was interrupted; undid its changes:
          restored Package.swift

        """)
    #expect(fixture.mf(["sync", "--check"]).status == 0)
    #expect(fixture.mf(["lint"]).status == 0)
    #expect(fixture.mf(["remove", "feature", "Wishlist"]).status == 0)
    #expect(fixture.snapshot() == before)
  }
}

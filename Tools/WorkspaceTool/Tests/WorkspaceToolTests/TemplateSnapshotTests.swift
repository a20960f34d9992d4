import Foundation
import Testing

@testable import WorkspaceTool

/// Compares every file the templates render with the snapshots in `Tests/Snapshots`, so a
/// change to what `mf new` writes shows up as a reviewed diff.
///
/// After an intended change, record the snapshots again and read their diff:
/// `MF_RECORD_SNAPSHOTS=1 swift test --filter TemplateSnapshotTests`.
@Suite("Template snapshots")
struct TemplateSnapshotTests {
  private static let snapshots = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  /// The templates that ship with mf.
  private static let renderer = try! TemplateLibrary.bundled()

  /// The dependencies `mf new feature Wishlist --uses Catalog` declares, with the given
  /// foundation packages.
  private static func wishlistDependencies(foundation: [String]) -> [String: [String]] {
    let feature = PackageKind.feature
    let interface = PackageKind.interface
    func target(_ kind: PackageKind, _ role: TargetRole, _ name: String = "Wishlist") -> String {
      kind.targetName(role, for: name)
    }
    // With the kit, the interface uses it too (its board and errors).
    let interfaceUses = FeatureTemplateValues.usesKit(foundation) ? foundation : []
    let interfaces = [target(interface, .source), target(interface, .source, "Catalog")]
    let fakes =
      [target(interface, .testing), target(interface, .testing, "Catalog")]
      + foundation.map { PackageKind.foundation.targetName(.testing, for: $0) }
    let visible = interfaces + foundation + fakes
    let own = [target(feature, .source), target(feature, .testing)]
    // With the kit, the feature has a terminal UI target, which its example and tests use.
    let kit = FeatureTemplateValues.usesKit(foundation)
    let ui = kit ? [target(feature, .terminalUI), "TerminalUI"] : []
    // The interface's Testing and Tests targets get the Testing targets of what it uses too.
    let interfaceFakes =
      interfaceUses + interfaceUses.map { PackageKind.foundation.targetName(.testing, for: $0) }
    return [
      target(interface, .source): interfaceUses,
      target(interface, .testing): [target(interface, .source)] + interfaceFakes,
      target(interface, .tests): [target(interface, .source), target(interface, .testing)]
        + interfaceFakes,
      target(feature, .source): interfaces + foundation,
      target(feature, .testing): [target(feature, .source)] + visible,
      target(feature, .example): own + ui + visible,
      target(feature, .tests): own + ui + (kit ? ["TerminalUITesting"] : []) + visible,
    ].merging(
      kit
        ? [target(feature, .terminalUI): [target(feature, .source)] + foundation + ["TerminalUI"]]
        : [:]
    ) { $1 }
  }

  @Test(arguments: [
    ("feature-kit", ["Core", "Architecture"]),
    ("feature-plain", ["Core"]),
  ])
  func theFeatureTemplateMatchesItsSnapshots(snapshot: String, foundation: [String]) throws {
    let context = FeatureTemplateValues(
      name: "Wishlist", dependencies: Self.wishlistDependencies(foundation: foundation))
    try expectSnapshots(try Self.renderer.render(context), in: snapshot)
  }

  @Test func theFoundationTemplateMatchesItsSnapshots() throws {
    let context = FoundationTemplateValues(
      name: "Metrics",
      dependencies: [
        "Metrics": ["Core"], "MetricsTesting": ["Metrics", "Core", "CoreTesting"],
        "MetricsTests": ["Metrics", "MetricsTesting", "Core", "CoreTesting"],
      ])
    try expectSnapshots(try Self.renderer.render(context), in: "foundation")
  }

  /// A feature made by `mf new feature`, as the app's solver composes it.
  static func generatedFeature(_ name: String) -> CompositionPlan.Feature {
    let interface = PackageKind.interface.packageName(for: name)
    return CompositionPlan.Feature(
      name: name,
      services: [
        SolverService(
          name: PackageName.variableName(for: name) + "Service", type: "any \(name)Service",
          initializer: "Stored\(name)(storage: storage)", interface: interface)
      ],
      showBoard: PackageName.variableName(for: name), interface: interface)
  }

  @Test(arguments: [("app", ["Notes", "Tags"]), ("app-without-features", [])])
  func theAppTemplateMatchesItsSnapshots(snapshot: String, features: [String]) throws {
    let context = AppTemplateValues(
      name: "Journal", dependencies: [:], features: features.map(Self.generatedFeature))
    try expectSnapshots(try Self.renderer.render(context), in: snapshot)
  }

  @Test func theKitVariantIsChosenOnlyWithCoreAndArchitecture() throws {
    func paths(_ foundation: [String]) throws -> [String] {
      let context = FeatureTemplateValues(
        name: "Wishlist", dependencies: Self.wishlistDependencies(foundation: foundation))
      return try Self.renderer.render(context).map(\.path)
    }
    #expect(
      try paths(["Core", "Architecture"]).contains { $0.hasSuffix("/WishlistBuilder.swift") })
    #expect(
      try paths(["Core", "Architecture"]).contains {
        $0 == "Features/Wishlist/Sources/WishlistTerminalUI/WishlistScreen.swift"
      }, "the kit's feature has its screen in a terminal UI target")
    #expect(try !paths(["Core"]).contains { $0.hasSuffix("/WishlistBuilder.swift") })
    #expect(try !paths(["Core"]).contains { $0.contains("TerminalUI") })
    #expect(try !paths(["Architecture"]).contains { $0.hasSuffix("/WishlistBuilder.swift") })
  }

  /// Expects `files` to be exactly the snapshot folder's files, or records them when asked to.
  private func expectSnapshots(
    _ files: [GeneratedFile], in name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let folder = Self.snapshots.appendingPathComponent(name)
    let manager = FileManager.default
    if ProcessInfo.processInfo.environment["MF_RECORD_SNAPSHOTS"] == "1" {
      try? manager.removeItem(at: folder)
      for file in files {
        let url = folder.appendingPathComponent(file.path + ".snapshot")
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url)
      }
      return
    }
    let recorded = Set(
      (manager.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
        .filter { $0.hasSuffix(".snapshot") }
        .map { String($0.dropLast(".snapshot".count)) })
    #expect(
      recorded == Set(files.map(\.path)),
      "the template renders other files than the snapshot holds", sourceLocation: sourceLocation)
    for file in files where recorded.contains(file.path) {
      let expected = try String(
        contentsOf: folder.appendingPathComponent(file.path + ".snapshot"), encoding: .utf8)
      #expect(
        file.contents == expected, "\(file.path) differs from its snapshot",
        sourceLocation: sourceLocation)
    }
  }
}

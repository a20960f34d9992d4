import Foundation
import Testing

@testable import WorkspaceTool

/// Long package names must not push generated code past the format lint's line length: code is
/// wrapped by `swift format`, comments by mf, since `swift format` never wraps them.
@Suite("Line length of generated code")
struct LineLengthTests {
  private let name = String(repeating: "Long", count: 10)  // 40 characters, the longest allowed

  /// The repository this package lives in, whose `.swift-format` the lint uses.
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Expects `files` to pass `swift format lint --strict` with the repository's configuration.
  private func expectFormatClean(
    _ files: [GeneratedFile], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let folder = try FixtureWorkspace()
    for file in files { try folder.write(file.path, file.contents) }
    let lint = try ProcessRunner().run(
      "swift",
      [
        "format", "lint", "--strict", "--recursive", "--configuration",
        Self.repository.appendingPathComponent(".swift-format").path, ".",
      ],
      in: folder.root)
    #expect(lint.status == 0, "\(lint.errorOutput)", sourceLocation: sourceLocation)
  }

  @Test func longCommentsWrapWithTheirPrefixAndCodeIsLeftToTheFormatter() {
    let comment = "  /// The \(name) feature offers this to every other feature of the app, always."
    let code = "  let value = \(name)Summary(title: \"\(name)\", itemCount: 2, other: true)"
    let lines = GeneratedFile.wrappingComments(comment + "\n" + code).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("  /// ") && $0.count <= 100 })
    #expect(
      lines.dropLast().map { $0.dropFirst(6) }.joined(separator: " ") == comment.dropFirst(6))
    #expect(lines.last.map(String.init) == code)
  }

  @Test func theKitPatternIsFormatCleanForTheLongestName() throws {
    let source = PackageKind.feature.targetName(.source, for: name)
    let context = FeatureTemplateValues(
      name: name, dependencies: [source: ["Core", "Architecture", "CatalogInterface"]])
    let files = SwiftFormatter(root: Self.repository, runner: ProcessRunner())
      .format(try TemplateLibrary.bundled().render(context))
    #expect(files.contains { $0.path.hasSuffix("/\(name)Module.swift") }, "the kit's pattern")
    try expectFormatClean(files)
  }

  @Test func theAppIsFormatCleanForTheLongestNames() throws {
    let features = ["Wide", "Tall"].map { String(repeating: $0, count: 10) }
    let context = AppTemplateValues(
      name: name, dependencies: [:],
      features: features.map(TemplateSnapshotTests.generatedFeature))
    let files = SwiftFormatter(root: Self.repository, runner: ProcessRunner())
      .format(try TemplateLibrary.bundled().render(context))
    #expect(files.contains { $0.path.hasSuffix("/\(name)Dependencies.swift") })
    try expectFormatClean(files)
  }

  @Test func everyGeneratedFileFitsForTheLongestName() throws {
    let fixture = try Fixture.makeEvaluableWorkspace(apps: true)
    #expect(fixture.mf(["new", "feature", name, "--uses", "Catalog"]).status == 0)
    let app = String(repeating: "Wide", count: 10)
    let made = fixture.mf(["new", "app", app, "--features", name])
    #expect(made.status == 0, "\(made.errors)")
    // The part of the root manifest mf writes; the fixture's helpers are not mf's.
    let manifest = fixture.snapshot()["Package.swift"] ?? ""
    let region =
      ManifestRegion.begin
      + (manifest.components(separatedBy: ManifestRegion.begin).last?
        .components(separatedBy: ManifestRegion.end).first ?? "") + ManifestRegion.end + "\n"
    #expect(region.contains(PackageKind.feature.variableName(for: name)))
    var generated = fixture.snapshot().filter { $0.key.contains(name) || $0.key.contains(app) }
    generated["Region.swift"] = region
    try expectFormatClean(
      generated.filter { $0.key.hasSuffix(".swift") }.map {
        GeneratedFile(path: $0.key, verbatim: $0.value)
      })
    for (path, contents) in generated
    where path.hasSuffix("Package.swift") || path.hasSuffix("Region.swift") {
      for line in contents.split(separator: "\n") {
        #expect(line.count <= 100, "\(path): \(line)")
      }
    }
  }
}

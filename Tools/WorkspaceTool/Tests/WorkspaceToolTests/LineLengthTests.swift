import Foundation
import Testing

@testable import WorkspaceTool

/// Long package names must not push generated code past the format lint's line length.
@Suite("Line length of generated code")
struct LineLengthTests {
  private let name = String(repeating: "Long", count: 10)  // 40 characters, the longest allowed

  @Test func aShortCallIsLeftAlone() {
    let line = #"        .product(name: "Core", package: "Core"),"#
    #expect(LineWrapping.wrappedCall(line) == [line])
  }

  @Test func aLongCallPutsItsArgumentsOnOneLineBelowWhenTheyFit() {
    let short = String(repeating: "A", count: 20)
    let line =
      #"        .product(name: "\#(short)InterfaceTesting", package: "\#(short)Interface"),"#
    #expect(
      LineWrapping.wrappedCall(line) == [
        "        .product(",
        #"          name: "\#(short)InterfaceTesting", package: "\#(short)Interface"),"#,
      ])
  }

  @Test func aLongerCallPutsEachArgumentOnALineOfItsOwn() {
    let line = #"    .library(name: "\#(name)Testing", targets: ["\#(name)Testing", "Other"]),"#
    #expect(
      LineWrapping.wrappedCall(line) == [
        "    .library(",
        #"      name: "\#(name)Testing","#,
        #"      targets: ["\#(name)Testing", "Other"]),"#,
      ])
  }

  @Test func aLongDeclarationIsWrappedTheSameWay() {
    let interface = PackageDeclaration(kind: .interface, name: name)
    let declaration = PackageDeclaration(
      kind: .feature, name: name,
      arguments: [
        .init(label: .interfaces, variables: [interface.variable, "catalogInterface"]),
        .init(label: .foundation, variables: ["core"]),
      ])
    let variable = declaration.variable
    #expect(
      declaration.text == """
        let \(variable) = FeaturePackage(
          "\(name)",
          interfaces: [\(variable)Interface, catalogInterface],
          foundation: [core])
        """)
  }

  @Test func aLongArrayArgumentPacksItsElementsBelowItsLabel() {
    let interface = PackageDeclaration(kind: .interface, name: name)
    let others = ["catalog", "cart", "payments", "orders"].map { $0 + "Interface" }
    let declaration = PackageDeclaration(
      kind: .feature, name: name,
      arguments: [
        .init(label: .interfaces, variables: [interface.variable] + others),
        .init(label: .foundation, variables: ["core"]),
      ])
    let variable = declaration.variable
    #expect(
      declaration.text == """
        let \(variable) = FeaturePackage(
          "\(name)",
          interfaces: [
            \(variable)Interface, catalogInterface, cartInterface,
            paymentsInterface, ordersInterface,
          ],
          foundation: [core])
        """)
  }

  @Test func longCommentsWrapWithTheirPrefixAndCodeIsLeftToTheFormatter() {
    let comment = "  /// The \(name) feature offers this to every other feature of the app, always."
    let code = "  let value = \(name)Summary(title: \"\(name)\", itemCount: 2, other: true)"
    let lines = LineWrapping.wrappingComments(comment + "\n" + code).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("  /// ") && $0.count <= 100 })
    #expect(
      lines.dropLast().map { $0.dropFirst(6) }.joined(separator: " ") == comment.dropFirst(6))
    #expect(lines.last.map(String.init) == code)
  }

  @Test func theKitPatternIsFormatCleanForTheLongestName() throws {
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let runner = ProcessRunner()
    let folder = try FixtureWorkspace()
    let source = PackageKind.feature.targetName(.source, for: name)
    let context = FeatureContext(
      name: name, dependencies: [source: ["Core", "Architecture", "CatalogInterface"]])
    let files = SwiftFormatter(root: repository, runner: runner)
      .format(try TemplateRenderer(library: .bundled()).render(context))
    #expect(files.contains { $0.path.hasSuffix("/\(name)Module.swift") }, "the kit's pattern")
    for file in files { try folder.write(file.path, file.contents) }
    let lint = try runner.run(
      "swift",
      [
        "format", "lint", "--strict", "--recursive", "--configuration",
        repository.appendingPathComponent(".swift-format").path, ".",
      ],
      in: folder.root)
    #expect(lint.status == 0, "\(lint.errorOutput)")
  }

  @Test func theAppIsFormatCleanForTheLongestNames() throws {
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let runner = ProcessRunner()
    let folder = try FixtureWorkspace()
    let features = ["Wide", "Tall"].map { String(repeating: $0, count: 10) }
    let context = AppContext(
      name: name, dependencies: [:],
      features: features.map(TemplateSnapshotTests.generatedFeature),
      interfaces: features.map { PackageKind.interface.packageName(for: $0) })
    let files = SwiftFormatter(root: repository, runner: runner)
      .format(try TemplateRenderer(library: .bundled()).render(context))
    #expect(files.contains { $0.path.hasSuffix("/\(name)Modules.swift") })
    for file in files { try folder.write(file.path, file.contents) }
    let lint = try runner.run(
      "swift",
      [
        "format", "lint", "--strict", "--recursive", "--configuration",
        repository.appendingPathComponent(".swift-format").path, ".",
      ],
      in: folder.root)
    #expect(lint.status == 0, "\(lint.errorOutput)")
  }

  @Test func everyGeneratedManifestAndCommentFitsForTheLongestName() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    #expect(fixture.mf(["new", "feature", name, "--uses", "Catalog"]).status == 0)
    let newManifestLines = (fixture.snapshot()["Package.swift"] ?? "").split(separator: "\n")
      .filter { $0.lowercased().contains(name.lowercased()) }
    #expect(newManifestLines.count >= 4, "the new packages are declared and listed")
    for line in newManifestLines {
      #expect(line.count <= 100, "Package.swift: \(line)")
    }
    for (path, contents) in fixture.snapshot() where path.contains(name) {
      for line in contents.split(separator: "\n") {
        let isComment = line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        if path.hasSuffix("Package.swift") || isComment {
          #expect(line.count <= 100, "\(path): \(line)")
        }
      }
    }
  }
}

import Foundation
import Testing

@testable import WorkspaceTool

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `mf xcode`: the generated `contents.xcworkspacedata`, read back with an XML parser as Xcode
/// reads it, and the command that writes and checks it.
@Suite("Xcode workspace")
struct XcodeWorkspaceTests {
  /// A package of each layer, declared out of order.
  private static let targets =
    Fixture.feature("Catalog", uses: ["CatalogInterface", "Core"])
    + [Fixture.target("ShopApp", at: "Apps/Shop/Sources/ShopApp")]
    + Fixture.interface("Catalog") + Fixture.foundation("Core")
    + [Fixture.target("WorkspaceTool", at: "Tools/WorkspaceTool/Sources/WorkspaceTool")]
    + Fixture.interface("Cart") + Fixture.foundation("Architecture")
    + Fixture.feature("Cart", uses: ["CartInterface"])

  /// Every group of the file with the folders its file references point at, in file order.
  private func groups(of xml: String) throws -> [(name: String, folders: [String])] {
    let reader = WorkspaceReader()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    try #require(parser.parse(), "well-formed XML: \(String(describing: parser.parserError))")
    #expect(reader.problems.isEmpty, "\(reader.problems)")
    return reader.groups
  }

  @Test func everyPackageFolderIsListedOnceGroupedByLayerInAStableOrder() throws {
    let fixture = try FixtureWorkspace()
    let graph = try fixture.workspace(Self.targets).graph
    let xml = XcodeWorkspace(graph: graph, projects: []).contents
    let groups = try groups(of: xml)
    #expect(groups.map(\.name) == ["Foundation", "Interfaces", "Features", "Apps", "Tools"])
    #expect(
      groups.map(\.folders) == [
        ["Foundation/Architecture", "Foundation/Core"],
        ["Interfaces/CartInterface", "Interfaces/CatalogInterface"],
        ["Features/Cart", "Features/Catalog"],
        ["Apps/Shop"],
        ["Tools/WorkspaceTool"],
      ])
    let listed = groups.flatMap(\.folders)
    #expect(listed.count == Set(listed).count, "each folder once")
    #expect(Set(listed) == Set(graph.packages.map(\.folder)), "every package folder")

    let reversed = try fixture.workspace(Self.targets.reversed()).graph
    #expect(XcodeWorkspace(graph: reversed, projects: []).contents == xml)
  }

  @Test func xcodeProjectsInAppFoldersAreListedWithTheAppsAndEscaped() throws {
    let fixture = try FixtureWorkspace()
    let graph = try fixture.workspace(Self.targets).graph
    let projects = ["Apps/R&D <1>/R&D \"1\".xcodeproj", "Apps/ShopiOS/ShopiOS.xcodeproj"]
    let xml = XcodeWorkspace(graph: graph, projects: projects).contents
    #expect(xml.contains("R&amp;D &lt;1&gt;/R&amp;D &quot;1&quot;.xcodeproj"))
    let apps = try groups(of: xml).first { $0.name == "Apps" }
    #expect(apps?.folders == ["Apps/Shop"] + projects)
  }

  @Test func aLayerWithoutPackagesHasNoGroup() throws {
    let fixture = try FixtureWorkspace()
    let graph = try fixture.workspace(Fixture.foundation("Core")).graph
    let groups = try groups(of: XcodeWorkspace(graph: graph, projects: []).contents)
    #expect(groups.map(\.name) == ["Foundation"])
  }

  @Test func checkFindsDriftWriteFixesItAndNewAndRemoveKeepItCurrent() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let path = XcodeWorkspace.path

    let missing = fixture.mf(["xcode", "--check"])
    #expect(missing.status == 1)
    #expect(missing.output.hasPrefix("\(path): error: is missing; run `Tools/mf xcode`\n"))
    #expect(!fixture.exists(path), "--check changes nothing")

    let written = fixture.mf(["xcode"])
    #expect(written.status == 0, "\(written.errors)")
    #expect(written.output == "wrote \(path): 3 packages.\n")
    #expect(fixture.mf(["xcode", "--check"]).status == 0)
    #expect(fixture.mf(["xcode"]).output == "\(path) lists all 3 packages.\n")

    let current = try #require(fixture.read(path))
    try fixture.write(path, current.replacingOccurrences(of: "Features/Catalog", with: "Old"))
    let stale = fixture.mf(["xcode", "--check"])
    #expect(stale.status == 1)
    #expect(stale.output.contains("\(path): error: is out of date"))
    #expect(stale.output.contains(#"  -         location = "group:Old">"#))
    #expect(stale.output.contains(#"  +         location = "group:Features/Catalog">"#))
    #expect(fixture.mf(["xcode"]).status == 0)
    #expect(fixture.read(path) == current)

    try fixture.write("Apps/ShopiOS/ShopiOS.xcodeproj/project.pbxproj", "// A project.\n")
    #expect(fixture.mf(["xcode", "--check"]).status == 1, "a new Xcode project makes it stale")
    #expect(fixture.mf(["xcode"]).status == 0)
    #expect(fixture.read(path)?.contains("group:Apps/ShopiOS/ShopiOS.xcodeproj") == true)

    let created = fixture.mf(["new", "feature", "Wishlist"])
    #expect(created.status == 0, "\(created.errors)")
    #expect(created.output.contains("updated \(path)\n"))
    #expect(fixture.mf(["xcode", "--check"]).status == 0)
    #expect(fixture.read(path)?.contains("group:Features/Wishlist") == true)

    #expect(fixture.mf(["remove", "feature", "Wishlist"]).status == 0)
    #expect(fixture.mf(["xcode", "--check"]).status == 0)
    #expect(fixture.read(path)?.contains("Wishlist") == false)
  }

  @Test func newLeavesAWorkspaceWithoutOneWithout() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    #expect(fixture.mf(["new", "feature", "Wishlist"]).status == 0)
    #expect(!fixture.exists(XcodeWorkspace.folder))
  }

  @Test func aFolderWhereTheFileGoesIsReportedAndLeftAlone() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    try fixture.write(XcodeWorkspace.path + "/notes.txt", "mine\n")
    let result = fixture.mf(["xcode"])
    #expect(result.status == 1)
    #expect(
      result.errors.contains(
        "\(XcodeWorkspace.path) is a folder, which mf does not overwrite; remove it"))
    #expect(fixture.read(XcodeWorkspace.path + "/notes.txt") == "mine\n")
  }

  @Test func badArgumentsAreUsageErrors() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let unknown = fixture.mf(["xcode", "--write"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains(#"unknown option "--write" for 'mf xcode'"#))
    #expect(fixture.mf(["xcode", "Workspace"]).status == 2)
    #expect(!fixture.exists(XcodeWorkspace.folder))
  }
}

/// Reads `contents.xcworkspacedata` the way Xcode resolves it: a `group:` location is relative to
/// the enclosing group, whose `container:` location is the workspace's folder.
private final class WorkspaceReader: NSObject, XMLParserDelegate {
  private(set) var groups: [(name: String, folders: [String])] = []
  /// Anything Xcode would not read as a workspace of package folders.
  private(set) var problems: [String] = []
  private var elements: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    switch (elements.last, element) {
    case (nil, "Workspace"):
      if attributes["version"] != "1.0" { problems.append("version \(attributes)") }
    case ("Workspace", "Group"):
      if attributes["location"] != "container:" { problems.append("group \(attributes)") }
      groups.append((attributes["name"] ?? "", []))
    case ("Group", "FileRef"):
      let location = attributes["location"] ?? ""
      guard location.hasPrefix("group:"), !groups.isEmpty else {
        problems.append("file reference \(attributes)")
        break
      }
      groups[groups.count - 1].folders.append(String(location.dropFirst("group:".count)))
    default:
      problems.append("<\(element)> inside <\(elements.last ?? "")>")
    }
    elements.append(element)
  }

  func parser(
    _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    elements.removeLast()
  }
}

import Foundation
import Testing

@testable import WorkspaceTool

/// The part of the root manifest mf writes: declarations derived from the graph, written again
/// whole between the markers, with the rest of the manifest kept byte for byte.
@Suite("The part of the root manifest mf writes")
struct ManifestRegionTests {
  /// The graph of a workspace with Core, Architecture, the catalog and the cart.
  private func graph() throws -> WorkspaceGraph {
    let fixture = try FixtureWorkspace()
    var targets =
      Fixture.foundation("Core") + Fixture.foundation("Architecture")
      + Fixture.interface("Catalog", uses: ["Core"])
      + Fixture.interface("Cart", uses: ["CatalogInterface", "Core", "Architecture"])
      + Fixture.feature("Catalog", uses: ["CatalogInterface", "Core"])
      + Fixture.feature("Cart", uses: ["CartInterface", "CatalogInterface", "Core"])
    targets[targets.firstIndex { $0.name == "Catalog" }!].resources = [
      .init(path: "Resources", rule: "process")
    ]
    targets.append(
      Fixture.target(
        "CartInterfaceTests", at: "Interfaces/CartInterface/Tests/CartInterfaceTests",
        ["CartInterface"], type: "test"))
    return try fixture.workspace(targets).graph
  }

  @Test func eachDeclarationIsDerivedFromThePackagesTargets() throws {
    let sources = try graph().declarations.map(\.source)
    #expect(
      sources == [
        "static let core = FoundationPackage(\"Core\")",
        "static let architecture = FoundationPackage(\"Architecture\")",
        "static let catalog = InterfacePackage(\"Catalog\", foundation: [.core])",
        "static let cart = InterfacePackage(\"Cart\", interfaces: [.catalog], "
          + "foundation: [.core, .architecture], hasTests: true)",
        "static let catalog = FeaturePackage(\"Catalog\", interfaces: [.catalog], "
          + "foundation: [.core], resources: [\"Resources\"])",
        "static let cart = FeaturePackage(\"Cart\", interfaces: [.cart, .catalog], "
          + "foundation: [.core])",
      ])
    let app = PackageDeclaration(
      kind: .app, name: "Shop",
      arguments: ["executable": .text("shop"), "features": .variables([])])
    #expect(
      app.source == "static let shop = AppPackage(\"Shop\", executable: \"shop\", features: [])")
  }

  @Test func aFeaturesUITargetGivesItsUIAndTheInterfacesItShowsWhenNotAllOfThem() throws {
    let fixture = try FixtureWorkspace()
    let targets =
      Fixture.foundation("Core") + Fixture.foundation("TerminalUI")
      + Fixture.interface("Catalog", uses: ["Core"])
      + Fixture.interface("Cart", uses: ["CatalogInterface", "Core"])
      + Fixture.feature("Catalog", uses: ["CatalogInterface", "Core"])
      + Fixture.feature("Cart", uses: ["CartInterface", "CatalogInterface", "Core"]) + [
        Fixture.target(
          "CatalogTerminalUI", at: "Features/Catalog/Sources/CatalogTerminalUI",
          ["Catalog", "CatalogInterface", "Core", "TerminalUI"]),
        Fixture.target(
          "CartTerminalUI", at: "Features/Cart/Sources/CartTerminalUI",
          ["Cart", "Core", "TerminalUI"]),
      ]
    let sources = try fixture.workspace(targets).graph.declarations.map(\.source)
    #expect(
      sources.suffix(2) == [
        "static let catalog = FeaturePackage(\"Catalog\", interfaces: [.catalog], "
          + "foundation: [.core], ui: .terminalUI)",
        "static let cart = FeaturePackage(\"Cart\", interfaces: [.cart, .catalog], "
          + "foundation: [.core], ui: .terminalUI, uiInterfaces: [])",
      ])
  }

  @Test func anAppThatUsesAFeaturesLogicAndUITargetsNamesTheFeatureOnce() throws {
    let fixture = try FixtureWorkspace()
    let targets =
      Fixture.foundation("Core") + Fixture.foundation("TerminalUI")
      + Fixture.interface("Catalog", uses: ["Core"])
      + Fixture.feature("Catalog", uses: ["CatalogInterface", "Core"])
      + [
        Fixture.target(
          "CatalogTerminalUI", at: "Features/Catalog/Sources/CatalogTerminalUI",
          ["Catalog", "CatalogInterface", "Core", "TerminalUI"])
      ]
      + Fixture.package(
        .app, "Shop", uses: ["Catalog", "CatalogTerminalUI", "CatalogInterface", "TerminalUI"])
    let sources = try fixture.workspace(targets).graph.declarations.map(\.source)
    #expect(
      sources.last
        == "static let shop = AppPackage(\"Shop\", executable: \"shop\", features: [.catalog], "
        + "foundation: [.terminalUI])")
  }

  @Test func theRegionListsEachLayerWithEveryPackageAfterThoseItUses() throws {
    var declarations = try graph().declarations
    declarations.swapAt(2, 3)  // the cart's interface before the catalog's, which it uses
    let region = ManifestRegion.render(declarations, layers: [.foundation, .interfaces])
    let lines = region.split(separator: "\n").filter { !$0.hasPrefix("//") }
    #expect(
      lines == [
        "extension FoundationPackage {",
        "  static let core = FoundationPackage(\"Core\")",
        "  static let architecture = FoundationPackage(\"Architecture\")",
        "}",
        "let foundationPackages: [FoundationPackage] = [.core, .architecture]",
        "extension InterfacePackage {",
        "  static let catalog = InterfacePackage(\"Catalog\", foundation: [.core])",
        Substring("  " + declarations[2].source),
        "}",
        "let interfacePackages: [InterfacePackage] = [.catalog, .cart]",
      ])
    #expect(region.hasPrefix(ManifestRegion.begin + "\n" + ManifestRegion.header))
    #expect(region.hasSuffix("\n" + ManifestRegion.end))
  }

  @Test func theRestOfTheManifestIsKeptByteForByte() throws {
    let manifest = """
      // swift-tools-version: 6.2
      // My comment,   with   its spaces.
      import PackageDescription

      // mf:begin packages
      let core = FoundationPackage("Core")  // a comment mf does not keep
      let foundationPackages = [core]
      // mf:end packages

      /* mine */ let package = Package(name: "W", targets: foundationPackages.flatMap(\\.targets))
      """
    let region = try ManifestRegion(manifest: manifest)
    #expect(region.layers == [.foundation])
    let rewritten = region.manifest(
      withRegion: ManifestRegion.render(
        [PackageDeclaration(kind: .foundation, name: "Core", arguments: [:])],
        layers: region.layers))
    #expect(rewritten.hasPrefix(manifest.components(separatedBy: "// mf:begin")[0]))
    #expect(rewritten.hasSuffix(manifest.components(separatedBy: "// mf:end packages")[1]))
    #expect(!rewritten.contains("a comment mf does not keep"))
    #expect(rewritten.contains("let foundationPackages: [FoundationPackage] = [.core]\n"))
  }

  @Test func aManifestWithoutTheMarkersIsAClearFailure() {
    #expect(throws: ToolError.self) { try ManifestRegion(manifest: "let core = 1\n") }
    do {
      _ = try ManifestRegion(manifest: "// mf:end packages\n// mf:begin packages\n")
    } catch {
      #expect(error.localizedDescription.contains("`// mf:begin packages`"))
    }
  }

  @Test func referencesOutsideTheRegionIgnoreCommentsAndOtherWords() throws {
    let manifest = """
      // mf:begin packages
      extension FeaturePackage {
        static let cart = FeaturePackage("Cart")
      }
      // mf:end packages
      // .cart is used below
      let cart = 1, cartography = FeaturePackage.cartography
      let app = AppPackage(features: [.cart])
      extension FoundationPackage {
        static let kit = FoundationPackage("Kit")
      }
      """
    #expect(try ManifestRegion(manifest: manifest).references(to: "cart") == [8])
    #expect(ManifestRegion.line(declaring: "cart", of: "FeaturePackage", in: manifest) == 3)
    #expect(ManifestRegion.line(declaring: "cart", of: "InterfacePackage", in: manifest) == nil)
    #expect(ManifestRegion.line(declaring: "kit", of: "FoundationPackage", in: manifest) == 10)
  }

  @Test func findingsPointAtThePackagesOwnDeclaration() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    try fixture.write(
      "Features/Catalog/Sources/Catalog/Catalog.swift", "import CatalogInterface\nimport Core\n")
    let manifest = try #require(fixture.read("Package.swift"))
      .replacingOccurrences(
        of: "InterfacePackage(\"Catalog\")",
        with: "InterfacePackage(\"Catalog\", foundation: [.core])")
    try fixture.write("Package.swift", manifest)
    let lint = fixture.mf(["lint"]).output
    let line = try #require(
      ManifestRegion.line(declaring: "catalog", of: "InterfacePackage", in: manifest))
    #expect(
      lint.contains(
        "Package.swift:\(line): warning: CatalogInterface declares dependencies it never "
          + "imports: Core"), "\(lint)")
  }
}

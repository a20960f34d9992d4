import Testing

@testable import WorkspaceTool

@Suite("Root manifest editor")
struct ManifestEditorTests {
  @Test func theEditorAppendsToSingleAndMultiLineLists() throws {
    var editor = RootManifestEditor(
      text: "let a = [x]\n\nlet b = [\n  x,\n  y,\n]\n\nlet c: [T] = []\n")
    try editor.append("z", to: "a")
    try editor.append("z", to: "b")
    try editor.append("z", to: "c")
    #expect(editor.text == "let a = [x, z]\n\nlet b = [\n  x,\n  y,\n  z,\n]\n\nlet c: [T] = [z]\n")
    try editor.remove("x", from: "b")
    #expect(editor.text.contains("let b = [\n  y,\n  z,\n]"))
  }

  @Test func aListThatOutgrowsALineIsWrappedOnePerLine() throws {
    let names = (1...12).map { "feature\($0)" }
    var editor = RootManifestEditor(
      text: "let featurePackages = [\(names.joined(separator: ", "))]\n")
    try editor.append("feature13", to: "featurePackages")
    #expect(
      editor.text == "let featurePackages = [\n"
        + (names + ["feature13"]).map { "  \($0),\n" }.joined() + "]\n")
  }

  @Test func declarationsGoBeforeTheListAndCanBeRemoved() throws {
    let original = "let core = F(\"Core\")\n\nlet list = [core]\n"
    var editor = RootManifestEditor(text: original)
    try editor.insert("let extra = F(\n  \"Extra\")", before: "list")
    #expect(
      editor.text == "let core = F(\"Core\")\n\nlet extra = F(\n  \"Extra\")\n\nlet list = [core]\n"
    )
    try editor.removeDeclaration("extra")
    #expect(editor.text == original)
  }

  @Test func bracketsAndNamesInCommentsAndStringsDoNotMisleadIt() throws {
    var editor = RootManifestEditor(
      text: """
        /* let featurePackages = [ghost] */
        let label = "let featurePackages = [ghost]"
        let featurePackages = [cart]  // [not, an, element]

        """)
    #expect(try editor.elements(of: "featurePackages") == ["cart"])
    try editor.append("wishlist", to: "featurePackages")
    #expect(
      editor.text == """
        /* let featurePackages = [ghost] */
        let label = "let featurePackages = [ghost]"
        let featurePackages = [cart, wishlist]  // [not, an, element]

        """)
  }

  @Test func onlyTopLevelDeclarationsCount() throws {
    var editor = RootManifestEditor(
      text: "struct Helper {\n  let list = [inner]\n}\n\nlet list = [outer]\n")
    try editor.append("added", to: "list")
    #expect(
      editor.text == "struct Helper {\n  let list = [inner]\n}\n\nlet list = [outer, added]\n")
    #expect(!RootManifestEditor(text: "struct S {\n  let hidden = 1\n}\n").declares("hidden"))
  }

  @Test func packageVariablesAreReadFromTheHelperCalls() {
    let editor = RootManifestEditor(
      text: """
        // let fake = InterfacePackage("Fake")
        let catalogInterface = InterfacePackage(
          "Catalog")
        let cartInterface = InterfacePackage("Cart", interfaces: [catalogInterface])
        let cart = FeaturePackage("Cart", interfaces: [cartInterface])

        """)
    #expect(
      editor.packageVariables(helper: "InterfacePackage") == [
        "Catalog": "catalogInterface", "Cart": "cartInterface",
      ])
    #expect(editor.packageVariables(helper: "FeaturePackage") == ["Cart": "cart"])
  }

  @Test func aMultiLineDeclarationIsRemovedWithAllItsLines() throws {
    let kept = "let core = F(\"Core\")\n\nlet list = [core]\n"
    var editor = RootManifestEditor(
      text: "let core = F(\"Core\")\n\nlet wide = F(\n  \"Wide\",\n  uses: [\n    core,\n  ])\n\n"
        + "let list = [core]\n")
    try editor.removeDeclaration("wide")
    #expect(editor.text == kept)
  }

  @Test func referencesIgnoreCommentsAndTheDeclarationItself() {
    let editor = RootManifestEditor(
      text: "let cart = F(\"Cart\")\n// cart is used below\nlet app = A(features: [cart])\n")
    #expect(editor.references(to: "cart") == [3])
  }

  @Test func findingsPointAtThePackagesOwnDeclaration() throws {
    let manifest = """
      let catalogInterface = InterfacePackage("Catalog")
      let catalog = FeaturePackage(
        "Catalog", interfaces: [catalogInterface])
      let toolPackages = [
        ToolPackage("WorkspaceTool", executable: "mf")
      ]

      """
    let locator = ManifestLocator(manifest: manifest)
    let fixture = try FixtureWorkspace()
    let graph = try fixture.workspace(
      Fixture.interface("Catalog") + Fixture.feature("Catalog", uses: ["CatalogInterface"])
        + [Fixture.target("WorkspaceTool", at: "Tools/WorkspaceTool/Sources/WorkspaceTool")]
    ).graph
    #expect(locator.line(of: try #require(graph.package(named: "CatalogInterface"))) == 1)
    #expect(locator.line(of: try #require(graph.package(named: "Features/Catalog"))) == 3)
    #expect(locator.line(of: try #require(graph.package(named: "WorkspaceTool"))) == 5)
  }
}

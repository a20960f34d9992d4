import Testing

@testable import WorkspaceTool

@Suite("Import scanner")
struct ImportScannerTests {
  private func modules(_ source: String) -> [String] {
    importStatements(in: source).map(\.module)
  }

  @Test func findsPlainImportsWithTheirLines() {
    let imports = importStatements(in: "import Foundation\n\nimport Core\n")
    #expect(imports.map(\.module) == ["Foundation", "Core"])
    #expect(imports.map(\.line) == [1, 3])
  }

  @Test func ignoresImportsInLineAndNestedBlockComments() {
    let source = """
      // import Hidden
      /* outer /* import Nested */ import StillComment */
      /// import DocComment
      import Visible
      """
    #expect(modules(source) == ["Visible"])
  }

  @Test func ignoresImportsInStringLiterals() {
    let quotes = "\"\"\""
    let source = [
      "let a = \"import Plain\"",
      "let b = \(quotes)",
      "  import Multiline",
      "  \(quotes)",
      "let c = #\"import Raw \" still raw\"#",
      "let d = \"\\(\"import Interpolated\")\"",
      "let e = ##\(quotes)",
      "  import RawMultiline \(quotes)# still inside",
      "  \(quotes)##",
      "let f = #/import Regex/#",
      "import Real",
    ].joined(separator: "\n")
    #expect(modules(source) == ["Real"])
  }

  @Test func reportsLinesAfterMultilineStrings() throws {
    let source = "let s = \"\"\"\none\ntwo\n\"\"\"\nimport Core\n"
    let statement = try #require(importStatements(in: source).first)
    #expect(statement.line == 5)
  }

  @Test func understandsAttributesAndScopedImports() throws {
    let source = """
      @testable import Catalog
      @_exported import Core
      @preconcurrency import Dispatch
      @_spi(Internal) public import Money
      import struct CatalogInterface.Product
      import Foundation.NSData
      """
    let imports = importStatements(in: source)
    #expect(
      imports.map(\.module) == [
        "Catalog", "Core", "Dispatch", "Money", "CatalogInterface", "Foundation",
      ])
    #expect(imports.map(\.line) == [1, 2, 3, 4, 5, 6])
  }

  @Test func findsImportsInsideConditionalBlocks() {
    let source = """
      import Core
      #if canImport(Glibc)
        import Glibc
      #elseif DEBUG
        #if os(Linux)
          import CoreTesting
        #endif
      #endif
      import Catalog
      """
    let imports = importStatements(in: source)
    #expect(imports.map(\.module) == ["Core", "Glibc", "CoreTesting", "Catalog"])
  }

  @Test func ignoresMemberNamedImportAndEscapedIdentifiers() {
    let source = "let x = value.import\nlet `import` = 1\nimport Real\n"
    #expect(modules(source) == ["Real"])
  }

  @Test func survivesUnterminatedLiteralsAndComments() {
    #expect(modules("let s = \"open\nimport Core\n") == ["Core"])
    #expect(modules("/* never closed\nimport Core\n").isEmpty)
    #expect(modules("let s = \"\"\"\nimport Core\n").isEmpty)
  }
}

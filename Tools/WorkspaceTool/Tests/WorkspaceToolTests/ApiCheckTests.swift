import Foundation
import Testing

@testable import WorkspaceTool

/// `mf api-check` through the real toolchain on a small committed workspace, one kind of change
/// per test: what a user reads, the exit code, and that nothing is left behind.
@Suite("mf api-check")
struct ApiCheckTests {
  private static let path = ApiCheckFixture.source

  @Test func aRemovedFunctionIsABreakThatSaysWhereItWas() throws {
    let fixture = try ApiCheckFixture(
      interface: "public func price() -> Int { 1 }\npublic func name() -> String { \"\" }\n")
    let run = try fixture.check("public func name() -> String { \"\" }\n")
    #expect(run.status == 1, "\(run.errors)")
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        fixture.header,
        "CatalogInterface: error: func price() has been removed (at the base: \(Self.path):1)",
        "CatalogInterface: 1 breaking, 0 additive; 1 package depends on it",
        "CatalogInterface breaks the packages that use it. If that is deliberate, list it in "
          + "api-breaks.allowed with the reason (see mf api-check --help).",
      ])
    #expect(try fixture.leftovers() == [])
  }

  @Test func aChangedParameterTypeIsABreakAtTheDeclaration() throws {
    let fixture = try ApiCheckFixture(
      interface: "/// A price.\npublic func price(of sku: String) -> Int { 1 }\n")
    let run = try fixture.check("/// A price.\npublic func price(of sku: Int) -> Int { 1 }\n")
    #expect(run.status == 1, "\(run.errors)")
    #expect(
      run.output.contains(
        "\(Self.path):2: error: func price(of:) has parameter 0 type change from Swift.String "
          + "to Swift.Int\n"), "\(run.output)")
    #expect(run.output.contains("CatalogInterface: 1 breaking, 0 additive;"), "\(run.output)")
  }

  @Test func aProtocolRequirementWithoutADefaultBreaksTheConformingTypes() throws {
    let fixture = try ApiCheckFixture(
      interface: "public protocol Catalog {\n  func product() -> Int\n}\n")
    let run = try fixture.check(
      "public protocol Catalog {\n  func product() -> Int\n  func count() -> Int\n}\n")
    #expect(run.status == 1, "\(run.errors)")
    #expect(
      run.output.contains(
        "\(Self.path):3: error: func Catalog.count() has been added as a protocol requirement\n"),
      "\(run.output)")
  }

  @Test func aProtocolRequirementWithADefaultIsAdditive() throws {
    let fixture = try ApiCheckFixture(
      interface: "public protocol Catalog {\n  func product() -> Int\n}\n")
    let run = try fixture.check(
      "public protocol Catalog {\n  func product() -> Int\n  func count() -> Int\n}\n\n"
        + "extension Catalog {\n  public func count() -> Int { 0 }\n}\n")
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        fixture.header,
        "\(Self.path):3: note: func Catalog.count() is a new protocol requirement, with a "
          + "default implementation",
        "CatalogInterface: 0 breaking, 1 additive; 1 package depends on it",
        "Nothing breaks the packages that use them.",
      ])
  }

  @Test func anAddedFunctionIsANote() throws {
    let fixture = try ApiCheckFixture(interface: "public func price() -> Int { 1 }\n")
    let run = try fixture.check(
      "public func price() -> Int { 1 }\n\n/// New.\npublic func discount() -> Int { 0 }\n")
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(run.output.contains("\(Self.path):4: note: func discount() is new\n"))
    #expect(run.output.contains("CatalogInterface: 0 breaking, 1 additive; 1 package depends"))
  }

  @Test func internalPackageAndPrivateChangesNeverCount() throws {
    let fixture = try ApiCheckFixture(
      interface: """
        public struct Price: PackageOnly {
          public init() {}
          func cents() -> Int { 1 }
          package func rounded(to step: Int) -> Int { step }
          private var cache = 0
        }
        package func audit(_ price: Price) {}
        package protocol PackageOnly {}

        """)
    let run = try fixture.check(
      """
      public struct Price {
        public init() {}
        func cents(rounding: Bool) -> String { "" }
        package func rounded(to step: String) -> Int { 0 }
        private var cache = ""
        internal struct Helper {}
      }
      package func audited(_ price: Price) -> Bool { true }
      package protocol PackageOnly {}

      """)
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        fixture.header, "CatalogInterface: 0 breaking, 0 additive; 1 package depends on it",
        "Nothing breaks the packages that use them.",
      ])
  }

  @Test func docCommentsAndBodiesNeverCount() throws {
    let fixture = try ApiCheckFixture(
      interface: "/// The price.\npublic func price() -> Int { 1 }\n")
    let run = try fixture.check(
      "/// The price in cents, rounded.\n///\n/// - Returns: cents.\n"
        + "public func price() -> Int {\n  let cents = 2\n  return cents * 3\n}\n")
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(run.output.contains("CatalogInterface: 0 breaking, 0 additive;"), "\(run.output)")
  }

  @Test func aNewPackageHasNoBaseline() throws {
    let fixture = try ApiCheckFixture(interface: "public func price() -> Int { 1 }\n")
    let workspace = fixture.workspace
    let manifest = try #require(workspace.read("Package.swift"))
    try workspace.write(
      "Package.swift",
      manifest.replacingOccurrences(
        of: "let interfacePackages: [InterfacePackage] = [.catalog]",
        with: "extension InterfacePackage {\n  static let tags = InterfacePackage(\"Tags\")\n}\n\n"
          + "let interfacePackages: [InterfacePackage] = [.catalog, .tags]"))
    try workspace.write(
      "Interfaces/TagsInterface/Sources/TagsInterface/Tag.swift", "public struct Tag {}\n")
    try workspace.write(
      "Interfaces/TagsInterface/Sources/TagsInterfaceTesting/Fake.swift", "import TagsInterface\n")
    let run = workspace.mf(["api-check", "--base", "HEAD"])
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        fixture.header,
        "TagsInterface: note: the module is new; \(fixture.base) has nothing to compare it with",
        "TagsInterfaceTesting: note: the module is new; \(fixture.base) has nothing to compare "
          + "it with",
        "TagsInterface: new, nothing to compare with at \(fixture.base); no package depends on it",
        "Nothing breaks the packages that use them.",
      ])
  }

  @Test func anAllowedBreakIsAWarningWithItsReasonAndAnUnusedLineIsAWarning() throws {
    let fixture = try ApiCheckFixture(interface: "public struct Price: Hashable {}\n")
    try fixture.workspace.write(
      "api-breaks.allowed",
      "# Deliberate breaks\nCatalogInterface: prices are no longer keys; Catalog moves to SKUs\n"
        + "Core: the clock moves to Architecture\n")
    let run = try fixture.check("public struct Price: Equatable {}\n")
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        fixture.header,
        "\(Self.path):1: warning: struct Price has removed conformance to Hashable",
        "CatalogInterface: 1 breaking (allowed: prices are no longer keys; Catalog moves to "
          + "SKUs), 0 additive; 1 package depends on it",
        "api-breaks.allowed:3: warning: Core breaks nothing since \(fixture.base); remove the "
          + "line once the change that needed it is merged",
        "api-breaks.allowed allows the breaks of CatalogInterface.",
      ])
  }
}

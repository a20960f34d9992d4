import Foundation
import Testing

@testable import WorkspaceTool

/// The template engine on template files written by the test: what a template author sees.
@Suite("Template engine")
struct TemplateEngineTests {
  /// A context with its own placeholders, for a feature set named `greeting`.
  private struct GreetingContext: TemplateValues {
    var name = "Hello"
    var dependencies: [String: [String]] = [
      "Hello": ["HelloInterface", "Core"], "HelloTests": ["Hello"],
    ]
    var templateSets: [TemplateSet] { [TemplateSet(folder: "greeting", kind: .feature)] }
    var values: [String: String] { ["name": name, "greeting": "Good morning"] }
  }

  /// Renders a `greeting` set made of `files` (paths below the set's folder).
  private func render(_ files: [String: String]) throws -> [GeneratedFile] {
    let fixture = try FixtureWorkspace()
    for (path, text) in files { try fixture.write("greeting/" + path, text) }
    return try TemplateLibrary(folder: fixture.root)
      .render(GreetingContext())
  }

  @Test func aFileGoesIntoTheTargetOfItsRoleFolderWithThatTargetsImports() throws {
    let files = try render([
      "source/{{name}}Greeting.swift.template":
        "{{imports}}\n/// Says {{greeting}}.\nlet {{name}}Greeting = \"{{greeting}}\"\n",
      "tests/{{name}}GreetingTests.swift.template": "{{imports}}\n@Test func greets() {}\n",
    ])
    #expect(
      files == [
        GeneratedFile(
          path: "Features/Hello/Sources/Hello/HelloGreeting.swift",
          contents: "import Core\nimport HelloInterface\n\n/// Says Good morning.\n"
            + "let HelloGreeting = \"Good morning\"\n"),
        GeneratedFile(
          path: "Features/Hello/Tests/HelloTests/HelloGreetingTests.swift",
          contents: "import Hello\nimport Testing\n\n@Test func greets() {}\n"),
      ])
  }

  @Test func importsWrittenInTheTemplateJoinTheTargetsInOrderEachOnce() throws {
    let files = try render([
      "source/A.swift.template":
        "import Zebra\nimport {{name}}Interface\n{{imports}}\nimport Apple\n\nlet a = 1\n"
    ])
    #expect(
      files.map(\.contents) == [
        "import Apple\nimport Core\nimport HelloInterface\nimport Zebra\n\nlet a = 1\n"
      ])
  }

  @Test func aTargetWithoutDependenciesStartsWithTheCode() throws {
    let files = try render(["testing/Fixtures.swift.template": "{{imports}}\nenum Fixtures {}\n"])
    #expect(files.map(\.contents) == ["enum Fixtures {}\n"])
  }

  @Test func anUnknownPlaceholderNamesItsFileLineAndTheKnownOnes() throws {
    #expect {
      try render(["source/A.swift.template": "struct A {\n  // {{name}}\n  let b = {{nmae}}\n}\n"])
    } throws: { error in
      (error as? ToolError)?.message
        == "mf: error: greeting/source/A.swift.template:3: unknown placeholder {{nmae}}; "
        + "the placeholders are greeting, imports, name\n"
    }
  }

  @Test func doubleBracesThatAreNoPlaceholderAreReported() throws {
    #expect {
      try render(["source/A.swift.template": "let a = 1\nlet b = {{ name }}\n"])
    } throws: { error in
      (error as? ToolError)?.message.contains(
        "greeting/source/A.swift.template:2: `{{` must start a placeholder") == true
    }
  }

  @Test func aFolderThatNamesNoTargetOfTheKindIsReported() throws {
    #expect {
      try render(["benchmarks/A.swift.template": "let a = 1\n"])
    } throws: { error in
      (error as? ToolError)?.message.contains(
        "the template folder greeting/benchmarks names no target of the packages in Features; "
          + "use source, testing, example, tests, terminalUI") == true
    }
  }

  @Test func everySetThatShipsHasFilesForTheTargetsOfItsKind() throws {
    let library = try TemplateLibrary.bundled()
    let sets: [TemplateSet] = [
      .interfacePlain, .interfaceKit, .featurePlain, .featureKit, .foundation, .app,
    ]
    for set in sets {
      let files = try library.files(of: set)
      #expect(!files.isEmpty, "\(set.folder)")
      #expect(files.allSatisfy { set.kind.templateRoles.contains($0.role) }, "\(set.folder)")
    }
  }
}

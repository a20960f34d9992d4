import CoreTesting
import Foundation
import Testing

// The check that every example of the package's doc comments and README is compiled in this
// folder, and the builder that keeps the value of each line of an example that shows values.

/// Collects the value of each expression of a closure, so an example written as lines of values
/// (`DisplayWidth.of("Mug")  // 3`) compiles as it reads, and a test checks what each line gives.
@resultBuilder
enum ExampleValues {
  static func buildExpression(_ value: Void) -> [Any] { [] }
  static func buildExpression<Value>(_ value: Value) -> [Any] { [value] }
  static func buildBlock(_ values: [Any]...) -> [Any] { values.flatMap { $0 } }

  /// The values of the lines of `example`, in order; a line that gives nothing has none.
  static func of(@ExampleValues _ example: () throws -> [Any]) rethrows -> [Any] {
    try example()
  }
}

@Suite("Every example of TerminalUI's documentation is compiled")
struct DocExampleTests {
  @Test("every example of the package's doc comments and README is compiled in DocExamples")
  func everyExampleIsCompiled() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let package = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let docs = try DocExamples.check(package: package, compiledIn: here)
    #expect(docs.comments.count >= 23)
    #expect(docs.readme.count >= 2)
    for example in docs.uncompiled {
      let first = example.lines.first ?? ""
      Issue.record("the example in \(example.file) (\(first)) is not compiled in DocExamples")
    }
  }
}

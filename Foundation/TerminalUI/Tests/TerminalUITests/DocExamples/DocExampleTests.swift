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
    try DocExamples.expectEveryOneCompiled(comments: 23, readme: 2)
  }
}

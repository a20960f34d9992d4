/// The source files of a new foundation package: `X`, `XTesting` and `XTests`.
struct FoundationTemplate: Sendable {
  /// The package name, such as `Metrics`.
  var name: String
  /// The declared dependencies of each new target, read from the edited workspace manifest.
  var dependencies: [String: [String]]

  private func imports(_ target: String, adding extra: [String] = []) -> String {
    importLines((dependencies[target] ?? []) + extra)
  }

  /// The package's files, under `Foundation/<Name>`.
  var files: [GeneratedFile] {
    let folder = "Foundation/\(name)"
    return [
      GeneratedFile(
        path: "\(folder)/Sources/\(name)/\(name)Identifier.swift",
        contents: """
          \(imports(name))
          /// A non-empty identifier: the first type of the \(name) package; replace it with yours.
          public struct \(name)Identifier: Hashable, Sendable, CustomStringConvertible {
            /// The identifier's text, never empty.
            public let rawValue: String

            /// Creates an identifier, or nil when `rawValue` is empty or only whitespace.
            public init?(_ rawValue: String) {
              guard !rawValue.allSatisfy(\\.isWhitespace) else { return nil }
              self.rawValue = rawValue
            }

            /// The identifier's text.
            public var description: String { rawValue }
          }

          """),
      GeneratedFile(
        path: "\(folder)/Sources/\(name)Testing/\(name)Fixtures.swift",
        contents: """
          \(imports(name + "Testing"))
          /// Ready-made values for tests that use the \(name) package.
          public enum \(name)Fixtures {
            /// A valid identifier.
            public static let sampleIdentifier = \(name)Identifier("sample")!
          }

          """),
      GeneratedFile(
        path: "\(folder)/Tests/\(name)Tests/\(name)IdentifierTests.swift",
        contents: """
          \(imports(name + "Tests", adding: ["Testing"]))
          @Suite("\(name) identifier")
          struct \(name)IdentifierTests {
            @Test func blankTextIsNotAnIdentifier() {
              #expect(\(name)Identifier("") == nil)
              #expect(\(name)Identifier("  ") == nil)
            }

            @Test func anIdentifierPrintsItsText() {
              #expect(\(name)Fixtures.sampleIdentifier.description == "sample")
            }
          }

          """),
    ]
  }
}

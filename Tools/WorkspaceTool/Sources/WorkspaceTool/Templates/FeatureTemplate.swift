/// The source files of a new feature: its interface package (with fakes) and its feature package.
///
/// Every target imports each dependency the workspace manifest declares for it, so `mf lint`
/// reports nothing on a fresh feature; the code is small, compiles, and the test and the
/// example exercise it. When the feature uses the `Core` and `Architecture` foundation packages,
/// it follows their pattern (see `FeatureTemplate+Kit.swift`): a dependency protocol, a builder,
/// a flow and its context, and a test dependency solver.
struct FeatureTemplate: Sendable {
  /// The feature name, such as `Wishlist`.
  var name: String
  /// The declared dependencies of each new target, read from the edited workspace manifest.
  var dependencies: [String: [String]]

  var interface: String { name + "Interface" }

  /// Whether the feature's source target uses both foundation packages of the kit pattern.
  var usesKit: Bool {
    let used = Set(dependencies[name] ?? [])
    return used.contains("Core") && used.contains("Architecture")
  }

  func imports(_ target: String, adding extra: [String] = []) -> String {
    importLines((dependencies[target] ?? []) + extra)
  }

  /// The interface package's files, under `Interfaces/<Name>Interface`.
  var interfaceFiles: [GeneratedFile] {
    let folder = "Interfaces/\(interface)/Sources"
    return [
      GeneratedFile(
        path: "\(folder)/\(interface)/\(name)Summary.swift",
        contents: """
          /// What the \(name) feature shows to the rest of the app: a value that other features
          /// may hold and compare.
          public struct \(name)Summary: Sendable, Equatable {
            /// A short title for display.
            public var title: String
            /// How many items the feature holds.
            public var itemCount: Int

            /// Creates a summary.
            /// - Parameters:
            ///   - title: A short title for display.
            ///   - itemCount: How many items the feature holds.
            public init(title: String, itemCount: Int) {
              self.title = title
              self.itemCount = itemCount
            }
          }

          """),
      GeneratedFile(
        path: "\(folder)/\(interface)/\(name)Service.swift",
        contents: """
          /// What the \(name) feature offers. Other features and the app depend on this protocol,
          /// never on the feature itself.
          public protocol \(name)Service: Sendable {
            /// The current state of the feature, in brief.
            func summary() -> \(name)Summary
          }

          """),
      GeneratedFile(
        path: "\(folder)/\(interface)Testing/Stub\(name)Service.swift",
        contents: """
          \(imports(interface + "Testing"))
          /// A \(name) service that returns a fixed summary, for the tests and examples of the
          /// features that use \(name) through its interface.
          public struct Stub\(name)Service: \(name)Service {
            /// The summary that `summary()` returns.
            public var fixedSummary: \(name)Summary

            /// Creates a stub that returns `fixedSummary`.
            public init(fixedSummary: \(name)Summary = \(name)Summary(title: "\(name)", itemCount: 2)) {
              self.fixedSummary = fixedSummary
            }

            /// Returns the fixed summary.
            public func summary() -> \(name)Summary { fixedSummary }
          }

          """),
    ]
  }

  /// The feature package's files, under `Features/<Name>`.
  var featureFiles: [GeneratedFile] {
    [serviceFile, fixturesFile] + (usesKit ? kitFiles : [plainExampleFile]) + [featureTestsFile]
  }

  var folder: String { "Features/\(name)" }

  private var serviceFile: GeneratedFile {
    GeneratedFile(
      path: "\(folder)/Sources/\(name)/\(name)Feature.swift",
      contents: """
        \(imports(name))
        /// The \(name) feature: a list of items, reported to the rest of the app through
        /// `\(name)Service`.
        public struct \(name)Feature: \(name)Service {
          /// The items, in the order they were added.
          public private(set) var items: [String]

          /// Creates the feature holding `items`.
          public init(items: [String] = []) {
            self.items = items
          }

          /// Adds `item` at the end; a blank item is ignored.
          public mutating func add(_ item: String) {
            guard !item.allSatisfy(\\.isWhitespace) else { return }
            items.append(item)
          }

          /// The state of the feature, in brief.
          public func summary() -> \(name)Summary {
            \(name)Summary(title: "\(name)", itemCount: items.count)
          }
        }

        """)
  }

  private var fixturesFile: GeneratedFile {
    GeneratedFile(
      path: "\(folder)/Sources/\(name)Testing/\(name)Fixtures.swift",
      contents: """
        \(imports(name + "Testing"))
        /// Ready-made values for the tests and the example of the \(name) feature.
        public enum \(name)Fixtures {
          /// A feature that already holds three items.
          public static func sampleFeature() -> \(name)Feature {
            \(name)Feature(items: ["First item", "Second item", "Third item"])
          }
        }

        """)
  }

  /// The example of a feature that does not use the kit: it runs the feature's value alone.
  private var plainExampleFile: GeneratedFile {
    GeneratedFile(
      path: "\(folder)/Sources/\(name)Example/main.swift",
      contents: """
        \(imports(name + "Example"))
        // Runs the \(name) feature alone, with its fixtures, and prints what it holds.

        var feature = \(name)Fixtures.sampleFeature()
        feature.add("Added by the example")
        let summary = feature.summary()
        print("\\(summary.title): \\(summary.itemCount) items")
        for item in feature.items {
          print("- \\(item)")
        }

        """)
  }

  private var featureTestsFile: GeneratedFile {
    GeneratedFile(
      path: "\(folder)/Tests/\(name)Tests/\(name)FeatureTests.swift",
      contents: """
        \(imports(name + "Tests", adding: ["Testing"]))
        @Suite("\(name) feature")
        struct \(name)FeatureTests {
          @Test func addedItemsShowInTheSummary() {
            var feature = \(name)Feature()
            feature.add("Milk")
            feature.add("Bread")
            #expect(feature.items == ["Milk", "Bread"])
            #expect(feature.summary() == \(name)Summary(title: "\(name)", itemCount: 2))
          }

          @Test func blankItemsAreIgnored() {
            var feature = \(name)Fixtures.sampleFeature()
            feature.add("   ")
            #expect(feature.summary().itemCount == 3)
          }

          @Test func theStubStandsInForTheService() {
            let service: any \(name)Service = Stub\(name)Service()
            #expect(service.summary().title == "\(name)")
          }
        }

        """)
  }
}

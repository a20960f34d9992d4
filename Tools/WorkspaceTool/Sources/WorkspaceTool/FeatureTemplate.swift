/// The source files of a new feature: its interface package (with fakes) and its feature package.
///
/// Every target imports each of its declared dependencies, so `mf lint` reports nothing on a
/// fresh feature; the code is small, compiles, and the test and the example exercise it.
struct FeatureTemplate: Sendable {
  /// The feature name, such as `Wishlist`.
  var name: String
  /// The other interface packages the feature uses, such as `CatalogInterface`.
  var interfaces: [String]
  /// The foundation packages the feature uses, such as `Core`.
  var foundation: [String]

  private var interface: String { name + "Interface" }

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
          \(importLines([interface]))
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
    let folder = "Features/\(name)"
    let dependencies = [interface] + interfaces + foundation
    let fakes = dependencies.map { $0 + "Testing" }
    return [
      GeneratedFile(
        path: "\(folder)/Sources/\(name)/\(name)Feature.swift",
        contents: """
          \(importLines(dependencies))
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

          """),
      GeneratedFile(
        path: "\(folder)/Sources/\(name)Testing/\(name)Fixtures.swift",
        contents: """
          \(importLines([name] + dependencies + fakes))
          /// Ready-made values for the tests and the example of the \(name) feature.
          public enum \(name)Fixtures {
            /// A feature that already holds three items.
            public static func sampleFeature() -> \(name)Feature {
              \(name)Feature(items: ["First item", "Second item", "Third item"])
            }
          }

          """),
      GeneratedFile(
        path: "\(folder)/Sources/\(name)Example/main.swift",
        contents: """
          \(importLines([name, name + "Testing"] + dependencies + fakes))
          // Runs the \(name) feature alone, with its fixtures, and prints what it holds.

          var feature = \(name)Fixtures.sampleFeature()
          feature.add("Added by the example")
          let summary = feature.summary()
          print("\\(summary.title): \\(summary.itemCount) items")
          for item in feature.items {
            print("- \\(item)")
          }

          """),
      GeneratedFile(
        path: "\(folder)/Tests/\(name)Tests/\(name)FeatureTests.swift",
        contents: """
          \(importLines([name, name + "Testing", "Testing"] + dependencies + fakes))
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

          """),
    ]
  }
}

/// The files of a feature that uses the `Core` and `Architecture` foundation packages: the
/// pattern every feature of the template follows, small enough to read in a minute.
///
/// - `<Name>Dependencies`: what the feature needs from its parent, refining `BaseDependencies`.
/// - `<Name>Builder`: builds the feature graph (its flow and its service) from the dependencies.
/// - `<Name>Flow` and `<Name>Context`: the feature's node in the app's flow tree.
/// - `Test<Name>Dependencies`: a ready dependency solver for tests and the example.
/// - An example that builds the feature through its builder, attaches it and prints the tree,
///   and a test that checks the built feature and that its flow is released after detach.
extension FeatureTemplate {
  var kitFiles: [GeneratedFile] {
    [
      dependenciesFile, contextFile, flowFile, builderFile, testDependenciesFile, kitExampleFile,
      builderTestsFile,
    ]
  }

  private var dependenciesFile: GeneratedFile {
    GeneratedFile(
      path: "\(folder)/Sources/\(name)/\(name)Dependencies.swift",
      contents: """
        \(imports(name))
        /// What the \(name) feature needs from its parent. Add the services it uses here.
        ///
        /// The app's dependency solver conforms to this protocol; tests and the example use
        /// `Test\(name)Dependencies` from `\(name)Testing`.
        public protocol \(name)Dependencies: BaseDependencies {}

        """)
  }

  private var contextFile: GeneratedFile {
    GeneratedFile(
      path: "\(folder)/Sources/\(name)/\(name)Context.swift",
      contents: """
        \(imports(name))
        /// The \(name) flow's business logic: it holds the feature's state while the flow is
        /// attached.
        @MainActor
        public final class \(name)Context: Context {
          /// The feature's state.
          public let feature: \(name)Feature
          private let logger: any Logger

          /// Creates a context around `feature` that logs to `logger`.
          public init(feature: \(name)Feature, logger: any Logger) {
            self.feature = feature
            self.logger = logger
          }

          /// Called when the flow starts.
          public func activate() {
            logger.log(.info, "started with \\(feature.items.count) items", source: "\(name)")
          }

          /// Called when the flow ends.
          public func deactivate() {
            logger.log(.info, "stopped", source: "\(name)")
          }
        }

        """)
  }

  private var flowFile: GeneratedFile {
    GeneratedFile(
      path: "\(folder)/Sources/\(name)/\(name)Flow.swift",
      contents: """
        \(imports(name))
        /// The \(name) feature's node in the app's flow tree.
        @MainActor
        public final class \(name)Flow: Flow {
          /// The flow's context, with its concrete type.
          public let \(variableName)Context: \(name)Context

          /// Creates the flow around `context`.
          public init(context: \(name)Context) {
            \(variableName)Context = context
            super.init(context: context)
          }
        }

        """)
  }

  private var builderFile: GeneratedFile {
    GeneratedFile(
      path: "\(folder)/Sources/\(name)/\(name)Builder.swift",
      contents: """
        \(imports(name))
        /// Builds the \(name) feature: the flow its parent attaches and the service other
        /// features use through `\(interface)`.
        ///
        /// The feature reports nothing to a listener yet, so the listener is `Void`.
        @MainActor
        public struct \(name)Builder: Builder {
          private let dependencies: any \(name)Dependencies

          /// Creates a builder that will use `dependencies`.
          public init(dependencies: any \(name)Dependencies) {
            self.dependencies = dependencies
          }

          /// Builds the feature with no items.
          /// - Parameters:
          ///   - listener: Nothing yet; the feature has no results to report.
          ///   - id: Identifies this instance.
          /// - Returns: The flow to attach and the service other features use.
          public func build(listener: Void, id: String) -> FeatureGraph<\(name)Flow, any \(name)Service> {
            build(items: [])
          }

          /// Builds the feature holding `items`.
          /// - Parameter items: The items the feature starts with.
          /// - Returns: The flow to attach and the service other features use.
          public func build(items: [String]) -> FeatureGraph<\(name)Flow, any \(name)Service> {
            let feature = \(name)Feature(items: items)
            let context = \(name)Context(feature: feature, logger: dependencies.logger)
            return FeatureGraph(flow: \(name)Flow(context: context), interface: feature)
          }
        }

        """)
  }

  private var testDependenciesFile: GeneratedFile {
    GeneratedFile(
      path: "\(folder)/Sources/\(name)Testing/Test\(name)Dependencies.swift",
      contents: """
        \(imports(name + "Testing"))
        /// A ready dependency solver for the \(name) feature's tests and example: in-memory
        /// storage, a spy logger and a fixed clock.
        public struct Test\(name)Dependencies: \(name)Dependencies {
          /// The shared test services.
          public let base: TestBaseDependencies

          /// Creates fresh test dependencies.
          public init(base: TestBaseDependencies = TestBaseDependencies()) {
            self.base = base
          }

          /// The spy logger.
          public var logger: any Logger { base.logger }
          /// The fixed clock.
          public var clock: any WallClock { base.clock }
          /// The in-memory storage.
          public var storage: any DocumentStorage { base.storage }
        }

        """)
  }

  private var kitExampleFile: GeneratedFile {
    GeneratedFile(
      path: "\(folder)/Sources/\(name)Example/main.swift",
      contents: """
        \(imports(name + "Example"))
        // Runs the \(name) feature alone: builds it through its builder with test dependencies,
        // attaches its flow in a flow tree, prints the tree and the feature's summary, then
        // shuts the tree down.

        let dependencies = Test\(name)Dependencies()
        let items = \(name)Fixtures.sampleFeature().items
        let graph = \(name)Builder(dependencies: dependencies).build(items: items)
        let tree = FlowTree(leakTracker: nil)
        tree.launch(graph.flow)
        print(tree.debugTree(), terminator: "")
        let summary = graph.interface.summary()
        print("\\(summary.title): \\(summary.itemCount) items")
        for item in graph.flow.\(variableName)Context.feature.items {
          print("- \\(item)")
        }
        tree.shutdown()
        for entry in dependencies.base.spyLogger.entries {
          print("[\\(entry.level)] \\(entry.source): \\(entry.message)")
        }

        """)
  }

  private var builderTestsFile: GeneratedFile {
    GeneratedFile(
      path: "\(folder)/Tests/\(name)Tests/\(name)BuilderTests.swift",
      contents: """
        \(imports(name + "Tests", adding: ["Testing"]))
        @MainActor
        @Suite("\(name) builder")
        struct \(name)BuilderTests {
          @Test func theBuiltServiceReportsTheItems() {
            let graph = \(name)Builder(dependencies: Test\(name)Dependencies()).build(
              items: ["One", "Two"])
            #expect(graph.interface.summary() == \(name)Summary(title: "\(name)", itemCount: 2))
          }

          @Test func theFlowLogsItsLifecycleAndIsReleasedAfterDetach() async {
            let dependencies = Test\(name)Dependencies()
            await expectNoLeaks { tree in
              let graph = \(name)Builder(dependencies: dependencies).build(listener: (), id: "one")
              tree.launch(graph.flow)
              #expect(graph.flow.state == .started)
            }
            #expect(
              dependencies.base.spyLogger.entries.map(\\.message) == [
                "started with 0 items", "stopped",
              ])
          }
        }

        """)
  }

  /// The feature's name as a variable, such as `wishlist`.
  private var variableName: String { PackageName.variableName(for: name) }
}

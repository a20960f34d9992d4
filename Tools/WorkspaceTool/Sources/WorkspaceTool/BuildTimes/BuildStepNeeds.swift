/// Which build steps a step waits for: a module's compile waits for the compiles of the targets
/// it depends on, a link for the modules it links.
///
/// Besides the workspace's targets, SwiftPM compiles modules of its own for the tests: the
/// native build system one `<Package>PackageDiscoveredTests` module, which imports every test
/// target, and one `<Package>PackageTests` module, the runner, which imports that; swiftbuild
/// one `<TestTarget>_test_runner` module per test target.
struct BuildStepNeeds {
  var graph: WorkspaceGraph
  /// The modules the build compiled.
  var compiled: Set<String>
  /// The links the build ran, by name.
  var links: [String: LinkStep]

  private static let discoveredTestsSuffix = "PackageDiscoveredTests"
  private static let testRunnerSuffix = "_test_runner"
  private static let runnerProgramSuffix = "-test-runner"

  /// The steps `step` waits for.
  func steps(before step: BuildChain.Step) -> [BuildChain.Step] {
    switch step.kind {
    case .compile: modules(before: step.name).map(compile)
    case .link: links[step.name].map(steps(beforeLinking:)) ?? []
    }
  }

  private func compile(_ module: String) -> BuildChain.Step {
    BuildChain.Step(kind: .compile, name: module)
  }

  private var testTargets: [String] {
    graph.packages.flatMap(\.targets).filter { $0.kind == .test }.map(\.name)
  }

  /// The modules a module imports: its target's dependencies, or for a module SwiftPM made for
  /// the tests, the test modules it is made from.
  private func modules(before module: String) -> [String] {
    if let target = graph.target(named: module) { return target.dependencies }
    if module.hasSuffix(Self.testRunnerSuffix) {
      return [String(module.dropLast(Self.testRunnerSuffix.count))]
    }
    if module.hasSuffix(Self.discoveredTestsSuffix) { return testTargets }
    if module.hasSuffix("PackageTests") {
      return testTargets + compiled.filter { $0.hasSuffix(Self.discoveredTestsSuffix) }
    }
    return []
  }

  private func steps(beforeLinking link: LinkStep) -> [BuildChain.Step] {
    switch link.kind {
    case .executable:
      return [compile(link.name)]
    case .testBundle:
      return (testTargets + compiled.filter { graph.target(named: $0) == nil }).map(compile)
    case .testLibrary:
      if link.name.hasSuffix(Self.runnerProgramSuffix) {
        let tests = String(link.name.dropLast(Self.runnerProgramSuffix.count))
        return [
          compile(tests + Self.testRunnerSuffix), BuildChain.Step(kind: .link, name: tests + ".so"),
        ]
      }
      return [compile(moduleName(of: link.name))]
    case .object:
      return [compile(moduleName(of: link.name))]
    case .library:
      return []
    }
  }

  /// The module a linked file is made from: `Core.o` and `CoreTests.so` from `Core` and
  /// `CoreTests`, swiftbuild's `shop-1EC51E64-testable.o` from `shop`.
  private func moduleName(of file: String) -> String {
    String(file.prefix { $0 != "." && $0 != "-" })
  }
}

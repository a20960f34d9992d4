/// The three ways `mf test` can run a selection of packages.
enum TestMode: Sendable, Equatable {
  /// One incremental build of the root graph, then the selected test targets with `--filter`.
  case rootGraph
  /// Each package through its own manifest, in its own `.build`.
  case isolated
  /// One build of a slice of the workspace that holds the selection and what it uses
  /// (``WorkspaceSlice``), then its tests: what a graph too large to plan cheaply needs.
  case slice
}

/// A slice that would hold a selection: its size, and the modules its build folder lacks.
struct SliceCost: Sendable, Equatable {
  var targets: Int
  var unbuiltModules: Int
}

/// The way `mf test` takes for a selection, and the sentence that says why.
///
/// The rule weighs what each way costs, in seconds on 2 cores (docs/benchmarks.md): package by
/// package, an incremental build and test run per package (``packageSeconds``), plus each
/// module a package's first build of its own compiles (``moduleSeconds``); in the root graph, a
/// fixed part that grows with the workspace (planning, relinking one test bundle), as much as 1
/// package plus 1 for every 40 in the workspace cost package by package, and half one more,
/// plus the modules the root graph's build still has to compile. With every build in place,
/// that is the rule by count: package by package for up to 1 package plus 1 for every 40.
///
/// Under swiftbuild the root graph also costs the planning of every target on each build
/// (``BuildSystem/noOpSeconds(targets:)``). A slice costs what a package by itself costs, half
/// again for its test run, its own planning and the modules its build folder lacks; it is taken
/// when the root graph's planning alone costs more than that, and it beats both other ways.
struct TestPlan: Sendable, Equatable {
  let mode: TestMode
  let explanation: String

  /// A warm package's incremental build and test run of its own, in seconds: 1.3 to 2.4.
  static let packageSeconds = 2.0
  /// A module compiled for the first time in a debug build, in seconds.
  static let moduleSeconds = 1.0

  /// The most packages tested one by one in a workspace of `total` packages, every build warm.
  static func isolatedLimit(workspace total: Int) -> Int {
    1 + total / 40
  }

  /// Chooses the way for `selected` packages of a workspace of `total`, whose root graph has
  /// `rootTargets` targets; `slice`, when given, is the slice that would hold the selection.
  init(
    selected: Int, of total: Int, forced: TestMode?, builds: BuildState = .warm,
    buildSystem: BuildSystem = .native, rootTargets: Int = 0, slice: SliceCost? = nil
  ) {
    let what = "Testing \(selected) of \(total) packages"
    let limit = Self.isolatedLimit(workspace: total)
    let rule = "(1, plus 1 for every 40 packages in the workspace)"
    let choice = "; --root-graph or --isolated chooses."
    let coldModules = builds.unbuilt.reduce(0) { $0 + $1.modules }
    let isolatedCost =
      Self.packageSeconds * Double(selected) + Self.moduleSeconds * Double(coldModules)
    let planning = buildSystem.noOpSeconds(targets: rootTargets)
    let rootCost =
      Self.packageSeconds * (Double(limit) + 0.5)
      + Self.moduleSeconds * Double(builds.rootModules)
      + planning - BuildSystem.native.noOpSeconds(targets: rootTargets)
    let sliceCost = slice.map {
      Self.packageSeconds * 1.5 + Self.moduleSeconds * Double($0.unbuiltModules)
        + buildSystem.noOpSeconds(targets: $0.targets)
    }
    let isWarm = builds.root == .withTests && builds.unbuilt.isEmpty
    switch forced {
    case .slice:
      mode = .slice
      explanation = "\(what) in a slice of the workspace, as --slice asks."
    case nil
    where sliceCost.map { planning > $0 && $0 < rootCost && $0 < isolatedCost } ?? false:
      mode = .slice
      explanation =
        "\(what) in a slice of the workspace: under \(buildSystem.rawValue), a build of the root "
        + "graph plans its \(rootTargets) targets first (about \(Self.seconds(planning))), more "
        + "than the slice's build and run cost (about \(Self.seconds(sliceCost ?? 0))); "
        + "--root-graph, --isolated or --slice chooses."
    case .rootGraph:
      mode = .rootGraph
      explanation = "\(what) in the root graph, as --root-graph asks."
    case .isolated:
      mode = .isolated
      explanation =
        "\(what) package by package, as --isolated asks: each builds alone, in its own .build."
    case nil where isWarm && isolatedCost < rootCost && selected > limit:
      mode = .isolated
      explanation =
        "\(what) package by package: under \(buildSystem.rawValue), a build of the root graph "
        + "plans its \(rootTargets) targets first (about \(Self.seconds(planning))), so a build "
        + "per package is faster\(choice)"
    case nil where isWarm && isolatedCost < rootCost:
      mode = .isolated
      explanation =
        "\(what) package by package: for up to \(limit) \(rule), that is faster than building "
        + "the root graph\(choice)"
    case nil where isWarm:
      mode = .rootGraph
      explanation =
        "\(what) in the root graph: for more than \(limit) \(rule), one shared build is "
        + "faster than a build per package\(choice)"
    case nil where isolatedCost < rootCost:
      mode = .isolated
      explanation =
        "\(what) package by package: \(Self.facts(builds)), so a build per package is faster "
        + "than the root graph's\(choice)"
    case nil:
      mode = .rootGraph
      explanation =
        "\(what) in the root graph: \(Self.facts(builds)), so one shared build is faster than "
        + "a build per package\(choice)"
    }
  }

  private static func seconds(_ value: Double) -> String {
    value < 10 ? String(format: "%.1f s", value) : String(format: "%.0f s", value)
  }

  /// What is built and what is not, in words: `Wishlist has no build of its own yet (13
  /// modules to compile), and the root graph is built`.
  private static func facts(_ builds: BuildState) -> String {
    var facts: [String] = []
    if let first = builds.unbuilt.first {
      let modules = builds.unbuilt.reduce(0) { $0 + $1.modules }
      let others = builds.unbuilt.count - 1
      facts.append(
        others == 0
          ? "\(first.name) has no build of its own yet (\(modules) modules to compile)"
          : "\(first.name) and \(others) more have no build of their own yet (\(modules) modules "
            + "to compile)")
    }
    switch builds.root {
    case .withTests: facts.append("the root graph is built")
    case .withoutTests:
      facts.append(
        "the root graph is built without its tests (\(builds.rootModules) test modules to "
          + "compile)")
    case .none:
      facts.append("the root graph has no build yet (\(builds.rootModules) modules to compile)")
    }
    return facts.joined(separator: ", and ")
  }
}

/// The two ways `mf test` can run a selection of packages.
enum TestMode: Sendable, Equatable {
  /// One incremental build of the root graph, then the selected test targets with `--filter`.
  case rootGraph
  /// Each package through its own manifest, in its own `.build`.
  case isolated
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

  /// Chooses the way for `selected` packages of a workspace of `total`.
  init(selected: Int, of total: Int, forced: TestMode?, builds: BuildState = .warm) {
    let what = "Testing \(selected) of \(total) packages"
    let limit = Self.isolatedLimit(workspace: total)
    let rule = "(1, plus 1 for every 40 packages in the workspace)"
    let choice = "; --root-graph or --isolated chooses."
    let coldModules = builds.unbuilt.reduce(0) { $0 + $1.modules }
    let isolatedCost =
      Self.packageSeconds * Double(selected) + Self.moduleSeconds * Double(coldModules)
    let rootCost =
      Self.packageSeconds * (Double(limit) + 0.5)
      + Self.moduleSeconds * Double(builds.rootModules)
    let isWarm = builds.root == .withTests && builds.unbuilt.isEmpty
    switch forced {
    case .rootGraph:
      mode = .rootGraph
      explanation = "\(what) in the root graph, as --root-graph asks."
    case .isolated:
      mode = .isolated
      explanation =
        "\(what) package by package, as --isolated asks: each builds alone, in its own .build."
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

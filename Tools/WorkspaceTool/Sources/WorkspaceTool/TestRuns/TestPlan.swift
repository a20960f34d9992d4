/// The two ways `mf test` can run a selection of packages.
enum TestMode: Sendable, Equatable {
  /// One incremental build of the root graph, then the selected test targets with `--filter`.
  case rootGraph
  /// Each package through its own manifest, in its own `.build`.
  case isolated
}

/// The way `mf test` takes for a selection, and the sentence that says why.
///
/// The rule: package by package for up to 1 package plus 1 for every 40 in the workspace (1
/// below 40 packages, 2 at 49, 6 at 209), the root graph for more. Package by
/// package, each selected package costs an incremental build and a test run of its own, 1.3
/// to 2.4 s on 2 cores, warm. The root graph costs a fixed part that grows with the workspace
/// (SwiftPM plans every package, relinks one test bundle of every test target and starts it:
/// about 3 s at 49 packages, 7 to 10 s at 209) and far less per selected package. The lines
/// cross near 2 packages at 49 packages and near 6 at 209 (docs/benchmarks.md).
struct TestPlan: Sendable, Equatable {
  /// The way taken.
  let mode: TestMode
  /// The first line `mf test` prints: what it tests, which way and why.
  let explanation: String

  /// The most packages tested one by one in a workspace of `total` packages.
  static func isolatedLimit(workspace total: Int) -> Int {
    1 + total / 40
  }

  /// Chooses the way for `selected` packages of a workspace of `total`.
  /// - Parameter forced: The way `--root-graph` or `--isolated` asked for, if any.
  init(selected: Int, of total: Int, forced: TestMode?) {
    let what = "Testing \(selected) of \(total) packages"
    let limit = Self.isolatedLimit(workspace: total)
    let rule = "(1, plus 1 for every 40 packages in the workspace)"
    let choice = "; --root-graph or --isolated chooses."
    switch forced {
    case .rootGraph:
      mode = .rootGraph
      explanation = "\(what) in the root graph, as --root-graph asks."
    case .isolated:
      mode = .isolated
      explanation =
        "\(what) package by package, as --isolated asks: each builds alone, in its own .build."
    case nil where selected <= limit:
      mode = .isolated
      explanation =
        "\(what) package by package: for up to \(limit) \(rule), that is faster than building "
        + "the root graph\(choice)"
    case nil:
      mode = .rootGraph
      explanation =
        "\(what) in the root graph: for more than \(limit) \(rule), one shared build is "
        + "faster than a build per package\(choice)"
    }
  }
}

/// The two ways `mf test` can run a selection of packages.
enum TestMode: Sendable, Equatable {
  /// One incremental build of the root graph, then the selected test targets with `--filter`.
  case rootGraph
  /// Each package through its own manifest, in its own `.build`.
  case isolated
}

/// The way `mf test` takes for a selection, and the sentence that says why.
///
/// The rule, from measurements on warm builds (docs/benchmarks.md): package by package, each
/// selected package costs one incremental build and one test run of its own, about 1.3 to 2 s
/// on 2 cores, growing with the number of packages; in the root graph the whole workspace is
/// planned, the changed modules compiled and the test bundle linked once, 3 to 4 s at 50 to 60
/// packages, plus far less per package. So a small selection goes package by package and a
/// large one through the root graph.
struct TestPlan: Sendable, Equatable {
  /// Up to this many selected packages go package by package.
  static let isolatedLimit = 2

  /// The way taken.
  let mode: TestMode
  /// The first line `mf test` prints: what it tests, which way and why.
  let explanation: String

  /// Chooses the way for `selected` packages of a workspace of `total`.
  /// - Parameter forced: The way `--root-graph` or `--isolated` asked for, if any.
  init(selected: Int, of total: Int, forced: TestMode?) {
    let what = "Testing \(selected) of \(total) packages"
    switch forced {
    case .rootGraph:
      mode = .rootGraph
      explanation = "\(what) in the root graph, as --root-graph asks."
    case .isolated:
      mode = .isolated
      explanation =
        "\(what) package by package, as --isolated asks: each builds alone, in its own .build."
    case nil where selected <= Self.isolatedLimit:
      mode = .isolated
      explanation =
        "\(what) package by package: for at most \(Self.isolatedLimit), that is faster than "
        + "building the root graph (--root-graph or --isolated chooses)."
    case nil:
      mode = .rootGraph
      explanation =
        "\(what) in the root graph: for more than \(Self.isolatedLimit), one shared build is "
        + "faster than a build per package (--root-graph or --isolated chooses)."
    }
  }
}

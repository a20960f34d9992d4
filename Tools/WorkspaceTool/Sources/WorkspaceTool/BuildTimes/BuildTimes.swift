/// Where one build's time went, from the compiler's and the build system's own timing: each
/// module's compile, each link, and the chain of steps that waited on each other.
struct BuildTimes: Sendable {
  /// One module's compile: every frontend job of it in the build, added up.
  struct Target: Sendable, Equatable {
    /// The module: a target of the workspace, or one SwiftPM made for the tests.
    var name: String
    /// The package folder of the target; nil for a module SwiftPM made.
    var package: String?
    /// The compiler's CPU seconds (user and system), over all its jobs.
    var cpu: Double
    /// Wall seconds from the start of its first job to the end of its last.
    var wall: Double
    /// CPU seconds of type-checking, a part of `cpu`.
    var typeChecking: Double
    /// CPU seconds of macro expansion (and of type-checking what expression macros expand to),
    /// a part of `cpu`.
    var macroExpansion: Double
    /// How many frontend jobs compiled it.
    var jobs: Int
    /// Its part of all the build's compiler CPU seconds, from 0 to 1.
    var share: Double
  }

  /// The modules compiled, slowest first (by CPU seconds).
  var targets: [Target]
  /// The links, slowest first.
  var links: [LinkStep]
  /// The longest chain of compiles and links that waited on each other.
  var chain: BuildChain

  /// The compiler's CPU seconds over every module.
  var compileCPU: Double { targets.reduce(0) { $0 + $1.cpu } }
  /// The wall seconds of every link, one after the other.
  var linkSeconds: Double { links.reduce(0) { $0 + $1.seconds } }
  /// The CPU seconds of the links the linker timed.
  var linkCPU: Double { links.reduce(0) { $0 + ($1.cpu ?? 0) } }

  /// The CPU seconds of a step of the chain: a module's compile, or a link the linker timed.
  func cpu(of step: BuildChain.Step) -> Double? {
    switch step.kind {
    case .compile: targets.first { $0.name == step.name }?.cpu
    case .link: links.first { $0.name == step.name }?.cpu
    }
  }

  /// Adds up the jobs per module, and finds the chain through the workspace's target graph.
  init(jobs: [FrontendJob], links: [LinkStep], graph: WorkspaceGraph) {
    let byModule = Dictionary(grouping: jobs, by: \.module)
    let total = jobs.reduce(0) { $0 + $1.cpu }
    targets = byModule.map { module, jobs in
      let cpu = jobs.reduce(0) { $0 + $1.cpu }
      return Target(
        name: module, package: graph.target(named: module)?.packageFolder, cpu: cpu,
        wall: (jobs.map(\.end).max() ?? 0) - (jobs.map(\.start).min() ?? 0),
        typeChecking: jobs.reduce(0) { $0 + $1.typeChecking },
        macroExpansion: jobs.reduce(0) { $0 + $1.macroExpansion }, jobs: jobs.count,
        share: total > 0 ? cpu / total : 0)
    }.sorted { ($1.cpu, $0.name) < ($0.cpu, $1.name) }
    // A product linked twice in one build (never seen) counts once, with its longer link.
    var merged: [String: LinkStep] = [:]
    for link in links where link.seconds >= merged[link.name]?.seconds ?? -1 {
      merged[link.name] = link
    }
    self.links = merged.values.sorted { ($1.seconds, $0.name) < ($0.seconds, $1.name) }
    let needs = BuildStepNeeds(graph: graph, compiled: Set(byModule.keys), links: merged)
    var seconds: [BuildChain.Step: Double] = [:]
    for target in targets { seconds[.init(kind: .compile, name: target.name)] = target.wall }
    for link in merged.values { seconds[.init(kind: .link, name: link.name)] = link.seconds }
    chain = BuildChain(seconds: seconds, needs: needs.steps(before:))
  }
}

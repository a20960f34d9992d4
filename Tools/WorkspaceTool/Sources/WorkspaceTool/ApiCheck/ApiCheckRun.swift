import Foundation

/// One comparison of the public API of chosen packages between a base revision and the working
/// tree: the base's files are extracted into a run folder (``ApiCheckRunFolder``), the modules
/// of both sides are emitted (``ModuleEmitter``), dumped and compared by the API digester
/// (``ApiComparison``); the folder is removed afterwards.
struct ApiCheckRun: Sendable {
  var workspace: Workspace
  var base: ApiBaseRevision
  var changedFiles: [String]
  var runner: ProcessRunner
  var changeHook: ChangeHook

  func results(for packages: [WorkspacePackage]) throws -> [ApiPackageResult] {
    guard !packages.isEmpty else { return [] }
    var plan: ApiModulePlan?
    var changes: [ApiChange] = []
    if mayDiffer {
      let folder = try ApiCheckRunFolder.create(root: workspace.root, runner: runner)
      defer { folder.remove() }
      try changeHook.didChange()
      let baseRoot = try folder.checkOut(base.commit)
      try changeHook.didChange()
      let baseGraph =
        Workspace.isRoot(baseRoot)
        ? try Workspace.load(
          root: baseRoot, runner: runner,
          whenBroken: {
            "the workspace manifest at \(base.shortCommit) does not evaluate:\n\($0)"
          }
        ).graph : nil
      let modules = try ApiModulePlan(
        packages: packages, current: workspace.graph, base: baseGraph, changedFiles: changedFiles)
      changes = try compare(modules, in: folder.folder, baseRoot: baseRoot)
      plan = modules
    }
    return packages.map { package in
      let modules = package.targets.map(\.name).filter { plan?.compared.contains($0) == true }
      return ApiPackageResult(
        package: package, comparedModules: modules,
        newModules: modules.filter { plan?.new.contains($0) == true },
        changes: changes.filter { modules.contains($0.module) },
        dependents: ApiCheckSelection.dependentCount(of: package, in: workspace.graph))
    }
  }

  /// Whether any module can differ from the base: a changed file lies in a library target,
  /// or the workspace manifest changed. When none can, no base needs checking out.
  private var mayDiffer: Bool {
    let libraries = workspace.graph.packages.flatMap(\.targets).filter { $0.kind == .library }
    return changedFiles.contains { file in
      file == "Package.swift" || libraries.contains { file.hasPrefix($0.path + "/") }
    }
  }

  private func compare(_ plan: ApiModulePlan, in folder: URL, baseRoot: URL) throws
    -> [ApiChange]
  {
    guard !plan.compared.isEmpty else { return [] }
    let toolchain = try SwiftToolchain.find(platforms: workspace.graph.platforms, runner: runner)
    let moduleCache = ApiCheckRunFolder.parent(of: workspace.root)
      .appendingPathComponent("ModuleCache")
    // What the tools leave in their temporary folder when killed goes with the run's folder.
    let temporary = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.path
    let emitter = ModuleEmitter(
      toolchain: toolchain, runner: runner, folder: folder, moduleCache: moduleCache,
      roots: [.base: baseRoot, .current: workspace.root],
      languageMode: workspace.graph.languageModes.first ?? "6", baseName: base.shortCommit,
      environment: environment)
    for job in plan.jobs {
      try emitter.emit(job)
      try changeHook.didChange()
    }
    let dumps = folder.appendingPathComponent("dumps")
    try FileManager.default.createDirectory(at: dumps, withIntermediateDirectories: true)
    var changes: [ApiChange] = []
    for module in plan.compared where !plan.new.contains(module) {
      // Base first, then the working tree.
      var files: [URL] = []
      var read: [ApiDump] = []
      var locations: [SymbolLocations] = []
      for side in ApiModulePlan.Side.allCases {
        files.append(dumps.appendingPathComponent("\(module).\(side.rawValue).json"))
        read.append(
          try emitter.dump(module, from: side, to: files.last!))
        locations.append(
          try SymbolLocations(
            folder: emitter.symbolGraphs(module, side),
            root: side == .base ? baseRoot : workspace.root))
        try changeHook.didChange()
      }
      let breaking = try emitter.breakingChanges(from: files[0], to: files[1])
      let comparison = ApiComparison(
        module: module, base: read[0], current: read[1], baseLocations: locations[0],
        currentLocations: locations[1])
      changes += comparison.changes(breaking: breaking)
    }
    return changes
  }
}

/// What `mf api-check` found in one package.
struct ApiPackageResult: Sendable, Equatable {
  var package: WorkspacePackage
  /// The package's modules that differ from the base, and so were compared.
  var comparedModules: [String]
  /// The compared modules the base does not have: there is nothing to compare them with.
  var newModules: [String]
  var changes: [ApiChange]
  var dependents: Int

  var breaking: [ApiChange] { changes.filter { $0.impact == .breaking } }
  var additive: [ApiChange] { changes.filter { $0.impact == .additive } }
}

/// Which modules `mf api-check` compares, and which it must emit to do so, from which side and
/// in what order.
///
/// A target *differs* between the base and the working tree when a file under its folder
/// changed, its declaration in the manifest changed, it is new, or a target it depends on
/// differs. The compared modules are the library targets of the chosen packages that differ.
/// Each module they need is emitted once for both sides when it does not differ (from the
/// working tree), and once per side when it does; dependencies come before their users.
struct ApiModulePlan: Sendable {
  enum Side: String, Sendable, CaseIterable {
    case base
    case current
  }

  struct Job: Sendable, Equatable {
    var target: WorkspaceTarget
    /// The side it is emitted from; nil for a module both sides share.
    var side: Side?
    /// Whether it is compared, so its symbol graph is needed for locations.
    var isCompared: Bool
  }

  /// The library targets compared, in graph order.
  var compared: [String] = []
  /// The compared targets that the base revision does not have: nothing to compare with.
  var new: Set<String> = []
  /// The modules to emit, each after those it imports.
  var jobs: [Job] = []

  init(
    packages: [WorkspacePackage], current: WorkspaceGraph, base: WorkspaceGraph?,
    changedFiles: [String]
  ) throws {
    var differs: [String: Bool] = [:]
    // Whether the target differs between the two sides (see the type's summary).
    func targetDiffers(_ name: String) -> Bool {
      if let known = differs[name] { return known }
      differs[name] = true  // a cycle, which mf lint reports, counts as a difference
      // A target only the base has is emitted from the base.
      guard let target = current.target(named: name) else { return true }
      var result = true
      if let old = base?.target(named: name), old == target {
        result = changedFiles.contains { $0.hasPrefix(target.path + "/") }
        for dependency in target.dependencies where !result {
          result = targetDiffers(dependency)
        }
      }
      differs[name] = result
      return result
    }
    for package in packages {
      for target in package.targets where target.kind == .library {
        if targetDiffers(target.name) { compared.append(target.name) }
      }
    }
    new = Set(compared.filter { base?.target(named: $0) == nil })
    var shared: [String] = []
    var perSide: [Side: [String]] = [:]
    for side in Side.allCases {
      let graph = side == .base ? base : current
      guard let graph else { continue }
      let roots = compared.filter { graph.target(named: $0) != nil }
      for name in try Self.dependencyOrder(of: roots, in: graph) {
        if targetDiffers(name) {
          perSide[side, default: []].append(name)
        } else if !shared.contains(name) {
          shared.append(name)
        }
      }
    }
    let comparedSet = Set(compared)
    for name in shared {
      guard let target = current.target(named: name) else { continue }
      jobs.append(Job(target: target, side: nil, isCompared: false))
    }
    for side in [Side.current, .base] {
      let graph = side == .base ? base : current
      for name in perSide[side] ?? [] {
        guard let target = graph?.target(named: name) else { continue }
        jobs.append(Job(target: target, side: side, isCompared: comparedSet.contains(name)))
      }
    }
  }

  /// The targets `roots` use, directly or not, and the roots, each after its dependencies.
  private static func dependencyOrder(of roots: [String], in graph: WorkspaceGraph) throws
    -> [String]
  {
    var order: [String] = []
    var visiting: Set<String> = []
    func visit(_ name: String) throws {
      guard !order.contains(name), !visiting.contains(name) else { return }
      guard let target = graph.target(named: name) else {
        throw ToolError.failure(
          "mf api-check cannot compile a module that uses \(name): it is not a target of the "
            + "workspace")
      }
      visiting.insert(name)
      for dependency in target.dependencies { try visit(dependency) }
      visiting.remove(name)
      order.append(name)
    }
    for root in roots { try visit(root) }
    return order
  }
}

/// Works out which packages a set of changed files can break, and why each one is selected.
///
/// Files are placed in targets by their paths, and a change travels along target dependencies,
/// so a change in a Testing target selects the packages whose tests, examples or fakes use it,
/// never the users of the product code beside it. A file of a package that is in none of its
/// targets (snapshots beside the tests, a README) can only matter to the package's own tests;
/// the package's generated manifest matters to every target of the package. The root manifest
/// selects every package; a file outside every package (the README, docs, CI scripts) selects
/// none.
struct AffectedPackages: Sendable {
  var graph: WorkspaceGraph

  /// The selected packages, in graph order, each with the reason it was selected.
  func selection(forChangedFiles files: [String]) -> [SelectedPackage] {
    if files.contains("Package.swift") {
      return graph.packages.map { SelectedPackage(package: $0, reason: .workspaceManifest) }
    }
    var direct: [String: [String]] = [:]
    var changedTargets: [(target: String, file: String)] = []
    for file in files {
      guard let package = graph.packages.first(where: { file.hasPrefix($0.folder + "/") })
      else { continue }
      direct[package.folder, default: []].append(file)
      if let target = package.targets.first(where: { file.hasPrefix($0.path + "/") }) {
        changedTargets.append((target.name, file))
      } else if file == package.folder + "/Package.swift" {
        changedTargets += package.targets.map { ($0.name, file) }
      } else {
        changedTargets += package.targets.filter { $0.kind == .test }.map { ($0.name, file) }
      }
    }
    let reached = reachedTargets(from: changedTargets)
    return graph.packages.compactMap { package in
      if let changed = direct[package.folder] {
        return SelectedPackage(
          package: package,
          reason: .changed(file: changed.min() ?? "", others: changed.count - 1))
      }
      guard
        let first = reached.order.first(where: {
          graph.target(named: $0)?.packageFolder == package.folder
        }), let path = reached.paths[first]
      else { return nil }
      return SelectedPackage(package: package, reason: .uses(path: path.targets, file: path.file))
    }
  }

  func packages(forChangedFiles files: [String]) -> [WorkspacePackage] {
    selection(forChangedFiles: files).map(\.package)
  }

  /// Every target that depends on a changed one, directly or not, breadth first so each has
  /// the shortest chain to a changed target (itself first), and the file that changed there.
  private func reachedTargets(from changed: [(target: String, file: String)]) -> (
    order: [String], paths: [String: (targets: [String], file: String)]
  ) {
    var dependents: [String: [String]] = [:]
    for name in graph.targetNames.sorted() {
      for dependency in graph.target(named: name)?.dependencies ?? [] {
        dependents[dependency, default: []].append(name)
      }
    }
    var paths: [String: (targets: [String], file: String)] = [:]
    var order: [String] = []
    for (target, file) in changed where paths[target] == nil {
      paths[target] = ([target], file)
      order.append(target)
    }
    var next = 0
    while next < order.count {
      let target = order[next]
      next += 1
      guard let path = paths[target] else { continue }
      for dependent in dependents[target] ?? [] where paths[dependent] == nil {
        paths[dependent] = ([dependent] + path.targets, path.file)
        order.append(dependent)
      }
    }
    return (order, paths)
  }
}

/// A package a change selected, and why.
struct SelectedPackage: Sendable, Equatable {
  var package: WorkspacePackage
  var reason: SelectionReason
}

/// Why `mf affected` selected a package: what `--why` prints.
enum SelectionReason: Sendable, Equatable {
  case all
  case workspaceManifest
  /// A file of the package changed (the first by path), and `others` more.
  case changed(file: String, others: Int)
  /// A target of the package uses a changed target: the chain of targets from the package's
  /// own to the changed one, and the file that changed.
  case uses(path: [String], file: String)

  /// One line for `mf affected --why`.
  var explanation: String {
    switch self {
    case .all:
      "every package, as --all asks"
    case .workspaceManifest:
      "changed: Package.swift (the workspace manifest selects every package)"
    case .changed(let file, 0):
      "changed: \(file)"
    case .changed(let file, let others):
      "changed: \(file) and \(others) more file\(others == 1 ? "" : "s")"
    case .uses(let path, let file):
      "\(path.joined(separator: " -> ")) (changed: \(file))"
    }
  }

  /// The file the reason names; `nil` for ``all``.
  var file: String? {
    switch self {
    case .all: nil
    case .workspaceManifest: "Package.swift"
    case .changed(let file, _), .uses(_, let file): file
    }
  }

  /// The chain of targets from the selected package to the changed one; empty when a file of
  /// the package itself changed.
  var path: [String] {
    if case .uses(let path, _) = self { return path }
    return []
  }
}

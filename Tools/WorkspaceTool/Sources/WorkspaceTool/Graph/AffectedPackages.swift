import Foundation

/// Works out which packages a set of changed files touches, plus everything that depends on them.
struct AffectedPackages: Sendable {
  var graph: WorkspaceGraph

  /// The affected packages, in graph order, for `files` given relative to the workspace root.
  ///
  /// A change to the root manifest affects every package; files outside any package folder
  /// (READMEs, CI scripts) affect none.
  func packages(forChangedFiles files: [String]) -> [WorkspacePackage] {
    if files.contains("Package.swift") { return graph.packages }
    var changed = Set<String>()
    for file in files {
      if let package = graph.packages.first(where: { file.hasPrefix($0.folder + "/") }) {
        changed.insert(package.folder)
      }
    }
    var dependents: [String: [String]] = [:]
    for (from, used) in graph.packageDependencies {
      for folder in used { dependents[folder, default: []].append(from) }
    }
    var affected = changed
    var queue = Array(changed)
    while let folder = queue.popLast() {
      for dependent in dependents[folder, default: []] where affected.insert(dependent).inserted {
        queue.append(dependent)
      }
    }
    return graph.packages.filter { affected.contains($0.folder) }
  }

  /// Files changed since `base` plus untracked files, relative to the workspace root, from git.
  static func changedFiles(root: URL, base: String, runner: ProcessRunner) throws -> [String] {
    let diff = try runner.run("git", ["diff", "--name-only", "--relative", base, "--"], in: root)
    guard diff.status == 0 else {
      throw ToolError.failure(
        "git could not compare with \(base.quoted): "
          + diff.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    let untracked = try runner.run("git", ["ls-files", "--others", "--exclude-standard"], in: root)
    guard untracked.status == 0 else {
      throw ToolError.failure(
        "git could not list untracked files: "
          + untracked.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    let lines = (diff.output + "\n" + untracked.output).split(separator: "\n").map(String.init)
    return Array(Set(lines)).sorted()
  }
}

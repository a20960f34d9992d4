import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finishes what an interrupted `mf` run left behind, before any command reads the workspace:
/// a change whose journal was not committed is rolled back, the journal of one that was is
/// removed, and what was repaired is described.
struct Recovery: Sendable {
  var root: URL
  var changeHook = ChangeHook.none

  /// Finishes every journal left at the root; returns the lines that say what was repaired.
  /// Fails, changing nothing, while another `mf` run is changing the workspace.
  func run() throws -> [String] {
    let files = FileManager.default
    let names = (try? files.contentsOfDirectory(atPath: root.path)) ?? []
    var report: [String] = []
    for name in names.sorted()
    where name == Journal.folderName || name.hasPrefix(Journal.temporaryPrefix) {
      let folder = root.appendingPathComponent(name)
      guard let journal = try Journal.leftBehind(in: folder) else {
        // A journal is written before anything changes: without one, nothing did.
        try files.removeItem(at: folder)
        try changeHook.didChange()
        continue
      }
      if name == Journal.folderName {
        report += try Self.finish(journal, root: root, changeHook: changeHook)
      } else {
        // A journal that never reached its place changed nothing.
        try journal.remove(changeHook: changeHook)
      }
    }
    return report
  }

  /// Rolls back the change `journal` records, newest step first, unless it was committed, then
  /// removes the journal; returns the lines that say what was done. Each step is undone only if
  /// it took place, so rolling back again after an interrupted roll-back is safe.
  static func finish(_ journal: Journal, root: URL, changeHook: ChangeHook) throws -> [String] {
    let entries = journal.entries()
    var command = "mf"
    if case .began(let began) = entries.first { command = began }
    if entries.contains(.committed) {
      try journal.remove(changeHook: changeHook)
      return ["mf: an earlier `\(command)` had finished; removed its journal"]
    }
    let files = FileManager.default
    func exists(_ url: URL) -> Bool { files.fileExists(atPath: url.path) }
    var done: [String] = []
    var removedFolders: [String] = []
    var removedFiles: [String] = []
    var kept: [String] = []
    var temporaries = 0
    for entry in entries.reversed() {
      switch entry {
      case .movedAway(let path, let trash):
        let from = journal.folder.appendingPathComponent(trash)
        let to = root.appendingPathComponent(path)
        guard exists(from), !exists(to) else { continue }
        guard rename(from.path, to.path) == 0 else {
          throw ToolError.failure("could not put back \(path): \(SystemError.last().reason)")
        }
        try changeHook.didChange()
        done.append("put back \(path)")
      case .wrote(let path, let backup?):
        guard
          let original = files.contents(atPath: journal.folder.appendingPathComponent(backup).path)
        else { continue }
        temporaries += 1
        try FileWriter.replace(
          root.appendingPathComponent(path), with: original,
          through: journal.folder.appendingPathComponent("restore-\(temporaries)"),
          changeHook: changeHook)
        done.append("restored \(path)")
      case .wrote(let path, nil):
        guard exists(root.appendingPathComponent(path)) else { continue }
        try files.removeItem(at: root.appendingPathComponent(path))
        try changeHook.didChange()
        removedFiles.append(path)
      case .createdFolder(let path):
        let url = root.appendingPathComponent(path)
        guard exists(url) else { continue }
        guard (try? files.contentsOfDirectory(atPath: url.path))?.isEmpty == true else {
          kept.append(path)
          continue
        }
        try files.removeItem(at: url)
        try changeHook.didChange()
        removedFolders.append(path)
      case .began, .committed:
        continue
      }
    }
    try journal.remove(changeHook: changeHook)
    done += (removedFolders + removedFiles).filter { path in
      !removedFolders.contains { path.hasPrefix($0 + "/") }
    }.map { "removed \($0)" }
    done += kept.map { "kept \($0): it holds files mf did not write" }
    guard !done.isEmpty else {
      return ["mf: an earlier `\(command)` was interrupted before it changed anything"]
    }
    return ["mf: an earlier `\(command)` was interrupted; undid its changes:"]
      + done.map { "  " + $0 }
  }
}

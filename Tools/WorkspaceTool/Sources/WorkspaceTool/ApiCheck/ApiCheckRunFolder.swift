import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder one run of `mf api-check` works in, `.build/mf-api-check/run-<id>` in the
/// workspace (ignored by git, like the rest of `.build`): the base revision's files, extracted
/// with `git archive`, and the modules and API dumps made from both sides.
///
/// The run holds an exclusive lock on the folder's `lock` file, which the system drops when the
/// process ends however it ends; a folder that a killed run left is swept by the next `mf`
/// command (``sweep(root:)``).
final class ApiCheckRunFolder {
  static let parentPath = ".build/mf-api-check"
  static let namePrefix = "run-"

  let folder: URL
  private let root: URL
  private let runner: ProcessRunner
  private let descriptor: Int32

  private init(folder: URL, root: URL, runner: ProcessRunner, descriptor: Int32) {
    self.folder = folder
    self.root = root
    self.runner = runner
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  static func parent(of root: URL) -> URL {
    root.appendingPathComponent(parentPath)
  }

  static func create(root: URL, runner: ProcessRunner) throws -> ApiCheckRunFolder {
    let folder = parent(of: root).appendingPathComponent(namePrefix + UUID().uuidString)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw ToolError.failure(
        "could not make the folder \(parentPath): \(error.localizedDescription)")
    }
    let descriptor = open(
      folder.appendingPathComponent("lock").path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let reason = SystemError.last().reason
      if descriptor >= 0 { close(descriptor) }
      try? FileManager.default.removeItem(at: folder)
      throw ToolError.failure("could not lock \(parentPath): \(reason)")
    }
    return ApiCheckRunFolder(folder: folder, root: root, runner: runner, descriptor: descriptor)
  }

  /// Extracts the files of `commit` into the run folder and returns the folder of the workspace
  /// in them (their root, or the folder that matches the workspace's place in the repository).
  func checkOut(_ commit: String) throws -> URL {
    let checkout = folder.appendingPathComponent("base")
    let archive = folder.appendingPathComponent("base.tar").path
    let prefix = try runner.git(
      ["rev-parse", "--show-prefix"], in: root, doing: "find the repository"
    )
    .trimmingCharacters(in: .whitespacesAndNewlines)
    _ = try runner.git(
      ["archive", "--format=tar", "-o", archive, commit], in: root,
      doing: "take the files of \(commit)")
    try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
    let extracted = try runner.run("tar", ["-xf", archive, "-C", checkout.path], in: root)
    guard extracted.status == 0 else {
      throw ToolError.failure("could not extract the files of \(commit): \(extracted.errorOutput)")
    }
    return prefix.isEmpty ? checkout : checkout.appendingPathComponent(prefix)
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Removes the run folders that interrupted runs of the workspace at `root` left; returns a
  /// line for each, to say on standard error what was cleaned up.
  static func sweep(root: URL) -> [String] {
    let files = FileManager.default
    let parent = parent(of: root)
    guard let names = try? files.contentsOfDirectory(atPath: parent.path) else { return [] }
    return names.sorted().compactMap { name in
      let folder = parent.appendingPathComponent(name)
      guard name.hasPrefix(namePrefix), isAbandoned(folder) else { return nil }
      try? files.removeItem(at: folder)
      guard !files.fileExists(atPath: folder.path) else { return nil }
      return "mf: removed what an interrupted `mf api-check` left: \(parentPath)/\(name)"
    }
  }

  /// Whether no live run holds the folder: its lock can be taken, or it has no lock file and is
  /// more than a minute old (a younger one may be a run being set up).
  private static func isAbandoned(_ folder: URL) -> Bool {
    let descriptor = open(folder.appendingPathComponent("lock").path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let modified = (try? folder.resourceValues(forKeys: [.contentModificationDateKey]))?
        .contentModificationDate
      return (modified ?? .distantPast) < Date(timeIntervalSinceNow: -60)
    }
    defer { close(descriptor) }
    return Journal.lockSoon(descriptor, attempts: 20)
  }
}

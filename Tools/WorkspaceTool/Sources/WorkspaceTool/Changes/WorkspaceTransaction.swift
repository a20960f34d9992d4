import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A change to the files of the workspace that a kill at any instant cannot leave half made.
///
/// Each step is recorded in a ``Journal`` before it is made: a replaced file is first copied into
/// the journal's folder, a removed folder is moved there, and every file is written there and
/// renamed into place. Until ``commit()`` the whole change can be undone: by this run when a
/// later step fails, or by the next `mf` run when this one was killed
/// (``Recovery``).
final class WorkspaceTransaction {
  /// The workspace root, which paths are given from.
  let root: URL
  private let journal: Journal
  private let changeHook: ChangeHook
  private var recorded: Set<String> = []
  private var names = 0

  init(root: URL, command: String, changeHook: ChangeHook) throws {
    self.root = root
    self.changeHook = changeHook
    journal = try Journal.begin(root: root, command: command, changeHook: changeHook)
  }

  /// Runs `body` as one change, with Ctrl-C, SIGTERM and SIGHUP held off until it ends: the
  /// change is committed when `body` returns and rolled back when it throws.
  static func run<T>(
    root: URL, command: String, changeHook: ChangeHook, _ body: (WorkspaceTransaction) throws -> T
  ) throws -> T {
    try withSignalsHeldOff {
      let transaction = try WorkspaceTransaction(
        root: root, command: command, changeHook: changeHook)
      do {
        let result = try body(transaction)
        try transaction.commit()
        return result
      } catch let stop as ChangeHook.Interrupted {
        throw stop  // A test stands in for a kill: nothing may run after the step.
      } catch {
        do {
          _ = try Recovery.finish(transaction.journal, root: root, changeHook: changeHook)
        } catch let undo {
          throw ToolError.failure(
            "\(error.localizedDescription)\nmf: error: the change could not be undone "
              + "(\(undo.localizedDescription)); the next mf run undoes it")
        }
        throw error
      }
    }
  }

  /// Writes `text` to the file at `path`, creating the folders it needs.
  func write(_ text: String, to path: String) throws {
    let url = root.appendingPathComponent(path)
    let files = FileManager.default
    do {
      if recorded.insert(path).inserted {
        var backup: String?
        if let original = files.contents(atPath: url.path) {
          let name = nextName("backup")
          try original.write(to: journal.folder.appendingPathComponent(name))
          backup = name
          try changeHook.didChange()
        }
        for folder in missingFolders(above: path) {
          try journal.append(.createdFolder(path: folder), changeHook: changeHook)
          try files.createDirectory(
            at: root.appendingPathComponent(folder), withIntermediateDirectories: false)
          try changeHook.didChange()
        }
        try journal.append(.wrote(path: path, backup: backup), changeHook: changeHook)
      }
      try FileWriter.replace(
        url, with: Data(text.utf8),
        through: journal.folder.appendingPathComponent(nextName("new")), changeHook: changeHook)
    } catch let error as ToolError {
      throw error
    } catch let stop as ChangeHook.Interrupted {
      throw stop
    } catch {
      throw ToolError.failure("could not write \(path): \(error.localizedDescription)")
    }
  }

  /// Moves the folder at `path` out of the workspace, into the journal, which ``commit()``
  /// deletes.
  func removeFolder(_ path: String) throws {
    let trash = nextName("trash")
    try journal.append(.movedAway(path: path, trash: trash), changeHook: changeHook)
    let to = journal.folder.appendingPathComponent(trash)
    guard rename(root.appendingPathComponent(path).path, to.path) == 0 else {
      throw ToolError.failure("could not remove \(path): \(SystemError.last().reason)")
    }
    try changeHook.didChange()
  }

  /// Makes the change final, then deletes the journal with the copies and folders it kept; once
  /// the commit is recorded the change stands, and the next run deletes what is left.
  func commit() throws {
    try journal.append(.committed, changeHook: changeHook)
    do {
      try journal.remove(changeHook: changeHook)
    } catch let stop as ChangeHook.Interrupted {
      throw stop
    } catch {}
  }

  /// The folders above `path` that do not exist yet, from the outermost.
  private func missingFolders(above path: String) -> [String] {
    let components = path.split(separator: "/").dropLast()
    return components.indices.map { components[...$0].joined(separator: "/") }.filter {
      !FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
    }
  }

  private func nextName(_ prefix: String) -> String {
    names += 1
    return "\(prefix)-\(names)"
  }
}

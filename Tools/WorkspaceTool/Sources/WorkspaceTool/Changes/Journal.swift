import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The write-ahead record of one change to the workspace: a folder `.mf-journal` at the root
/// with a `journal` file of ``JournalEntry`` lines, the copies of replaced files and the
/// removed folders.
///
/// Its run holds an exclusive lock on it, which the system drops when the process ends however
/// it ends, so a journal nobody holds was left by an interrupted run. It is made under a
/// temporary name and moved into place once locked, so it is never seen unlocked while alive.
final class Journal {
  static let folderName = ".mf-journal"
  /// The start of the temporary folder names of journals being made.
  static let temporaryPrefix = ".mf-journal-"

  private(set) var folder: URL
  private let descriptor: Int32

  private init(folder: URL, descriptor: Int32) {
    self.folder = folder
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  private static func file(in folder: URL) -> URL { folder.appendingPathComponent("journal") }

  /// Starts the journal of a change to the workspace at `root`, recording `command`; fails,
  /// changing nothing, when another journal is in place.
  static func begin(root: URL, command: String, changeHook: ChangeHook) throws -> Journal {
    let files = FileManager.default
    let temporary = root.appendingPathComponent(temporaryPrefix + UUID().uuidString)
    do {
      try files.createDirectory(at: temporary, withIntermediateDirectories: false)
    } catch {
      throw ToolError.failure(
        "could not start the change: the workspace folder cannot be written "
          + "(\(error.localizedDescription))")
    }
    try changeHook.didChange()
    let descriptor = open(file(in: temporary).path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let reason = SystemError.last().reason
      if descriptor >= 0 { close(descriptor) }
      try? files.removeItem(at: temporary)
      throw ToolError.failure("could not start the change: \(reason)")
    }
    let journal = Journal(folder: temporary, descriptor: descriptor)
    try journal.append(.began(command: command), changeHook: changeHook)
    let folder = root.appendingPathComponent(folderName)
    if files.fileExists(atPath: folder.path) {
      try? files.removeItem(at: temporary)
      throw ToolError.failure(
        "another mf run is changing the workspace (\(folderName) exists); "
          + "run mf again when it has finished")
    }
    guard rename(temporary.path, folder.path) == 0 else {
      let reason = SystemError.last().reason
      try? files.removeItem(at: temporary)
      throw ToolError.failure("could not start the change: \(reason)")
    }
    journal.folder = folder
    try changeHook.didChange()
    return journal
  }

  /// Opens the journal in `folder` left by another run, taking its lock; nil when the folder
  /// holds no journal. Fails when the run that wrote it is alive and holds the lock.
  static func leftBehind(in folder: URL) throws -> Journal? {
    let descriptor = open(file(in: folder).path, O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    guard lockSoon(descriptor) else {
      close(descriptor)
      throw ToolError.failure(
        "another mf run is changing the workspace (it holds \(folder.lastPathComponent)); "
          + "run mf again when it has finished")
    }
    return Journal(folder: folder, descriptor: descriptor)
  }

  /// Takes the lock, trying for `attempts` hundredths of a second: between its fork and its
  /// exec, a child of a run holds a copy of the descriptor, and with it the lock, after the run
  /// has ended.
  static func lockSoon(_ descriptor: Int32, attempts: Int = 50) -> Bool {
    for attempt in 1...attempts {
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
      if attempt < attempts { usleep(10_000) }
    }
    return false
  }

  /// Records `entry` at the end of the journal, in one write.
  func append(_ entry: JournalEntry, changeHook: ChangeHook) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let line = Array(try encoder.encode(entry)) + [UInt8(ascii: "\n")]
    let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == line.count else {
      throw ToolError.failure(
        "could not write the journal \(Self.folderName): \(SystemError.last().reason)")
    }
    try changeHook.didChange()
  }

  /// The entries recorded so far; a last line cut short by a kill is left out.
  func entries() -> [JournalEntry] {
    guard let data = FileManager.default.contents(atPath: Self.file(in: folder).path) else {
      return []
    }
    let decoder = JSONDecoder()
    return data.split(separator: UInt8(ascii: "\n")).compactMap {
      try? decoder.decode(JournalEntry.self, from: Data($0))
    }
  }

  /// Removes the journal file, then its folder: a run stopped between them leaves a folder
  /// without a journal, which the next run simply removes.
  func remove(changeHook: ChangeHook) throws {
    let files = FileManager.default
    try? files.removeItem(at: Self.file(in: folder))
    try changeHook.didChange()
    try files.removeItem(at: folder)
    try changeHook.didChange()
  }
}

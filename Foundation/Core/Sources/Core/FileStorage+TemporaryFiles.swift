import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files of writes: named after the document and the writing process,
/// `.<key>.json.<pid>.<unique>.tmp`, so that the next write can tell the ones a killed process
/// left from the ones a live process is still writing.
extension FileStorage {
  /// How long a temporary file of the older name, without the writer's process, must have been
  /// left alone before it counts as abandoned.
  static let unattributedTemporaryAge: TimeInterval = 60

  /// A fresh temporary file name for a write of the document under `key` by this process.
  static func temporaryName(forKey key: String) -> String {
    ".\(key).json.\(getpid()).\(UUID().uuidString).tmp"
  }

  /// Removes the temporary files in the directory whose writer is no longer running: a write
  /// that was killed before its rename. A file that cannot be removed is left for a later write.
  func removeAbandonedTemporaryFiles() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return }
    for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
      let path = directory.appendingPathComponent(name).path
      if isAbandoned(name, at: path) { unlink(path) }
    }
  }

  private func isAbandoned(_ name: String, at path: String) -> Bool {
    let parts = name.split(separator: ".")
    if parts.count >= 5, let writer = Int32(parts[parts.count - 3]) {
      guard writer != getpid() else { return false }
      return kill(writer, 0) != 0 && errno == ESRCH
    }
    guard
      let modified = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
        as? Date
    else { return false }
    return Date().timeIntervalSince(modified) > Self.unattributedTemporaryAge
  }
}

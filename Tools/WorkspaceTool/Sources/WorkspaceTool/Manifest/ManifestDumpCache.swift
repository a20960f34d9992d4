import Foundation

/// Root manifest dumps kept on disk, so a command run on an unchanged manifest skips
/// `swift package dump-package`, which costs about a quarter of a second of every `mf` run
/// even when SwiftPM has the manifest cached.
///
/// An entry answers only for the exact manifest text and the exact `swift` it was made with
/// (the executable `PATH` finds, with its size and modification date), so an edited manifest or
/// another toolchain evaluates again. The entries live in the user's cache folder, not in the
/// workspace, and only the newest `keptEntries` stay. Entries are written with ``FileWriter``,
/// so a killed run leaves either the old entry or the new one. A cache that
/// cannot be read or written is passed over: it only ever saves time.
struct ManifestDumpCache: Sendable {
  /// The folder that holds one file per entry.
  let folder: URL
  /// How many entries stay after a new one is stored, the most recently used first.
  var keptEntries = 16

  /// `mf`'s cache in the user's cache folder (`~/.cache/mf/manifests` on Linux,
  /// `~/Library/Caches/mf/manifests` on macOS), or none when `MF_MANIFEST_CACHE=off`.
  static func user(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> ManifestDumpCache?
  {
    guard environment["MF_MANIFEST_CACHE"] != "off",
      let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
    else { return nil }
    return ManifestDumpCache(folder: caches.appendingPathComponent("mf/manifests"))
  }

  /// The dump stored for this manifest text and toolchain, if any.
  func dump(manifest: String, toolchain: String) -> String? {
    let file = entryFile(manifest: manifest, toolchain: toolchain)
    guard let data = try? Data(contentsOf: file),
      let entry = try? JSONDecoder().decode(Entry.self, from: data),
      entry.manifest == manifest, entry.toolchain == toolchain
    else { return nil }
    // Marks the entry as recently used, so pruning keeps it.
    try? FileManager.default.setAttributes(
      [.modificationDate: Date()], ofItemAtPath: file.path)
    return entry.dump
  }

  /// Stores the dump of this manifest text made by this toolchain, then prunes old entries.
  func store(_ dump: String, manifest: String, toolchain: String) {
    let entry = Entry(toolchain: toolchain, manifest: manifest, dump: dump)
    do {
      let text = String(decoding: try JSONEncoder().encode(entry), as: UTF8.self)
      try FileWriter().write(text, to: entryFile(manifest: manifest, toolchain: toolchain))
    } catch {
      return
    }
    prune()
  }

  /// Removes all but the `keptEntries` most recently used entries, and the temporary files of
  /// runs killed while storing (older than a minute, so no live run loses its own).
  private func prune() {
    let files = FileManager.default
    guard
      let entries = try? files.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.contentModificationDateKey])
    else { return }
    let dated = entries.filter { $0.pathExtension == "json" }.map { entry in
      (
        entry,
        (try? entry.resourceValues(forKeys: [.contentModificationDateKey]))?
          .contentModificationDate ?? .distantPast
      )
    }
    for (entry, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(keptEntries) {
      try? files.removeItem(at: entry)
    }
    for entry in entries where entry.pathExtension == "tmp" {
      let modified = (try? entry.resourceValues(forKeys: [.contentModificationDateKey]))?
        .contentModificationDate
      if let modified, modified < Date(timeIntervalSinceNow: -60) {
        try? files.removeItem(at: entry)
      }
    }
  }

  /// The file for this manifest text and toolchain: named by a hash of both, and holding both,
  /// so a hash collision is a miss, never a wrong answer.
  private func entryFile(manifest: String, toolchain: String) -> URL {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (toolchain + "\n" + manifest).utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return folder.appendingPathComponent(String(hash, radix: 16) + ".json")
  }

  private struct Entry: Codable {
    var toolchain: String
    var manifest: String
    var dump: String
  }
}

extension ManifestDumpCache {
  /// What identifies the `swift` that `PATH` finds: its resolved path, size and modification
  /// date; nil when there is none.
  static func toolchain(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    let files = FileManager.default
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
      guard files.isExecutableFile(atPath: candidate.path) else { continue }
      let resolved = candidate.resolvingSymlinksInPath()
      guard let attributes = try? files.attributesOfItem(atPath: resolved.path),
        let size = attributes[.size] as? NSNumber,
        let modified = attributes[.modificationDate] as? Date
      else { return nil }
      return "\(resolved.path) \(size) \(modified.timeIntervalSince1970)"
    }
    return nil
  }
}

import Foundation

/// Manifest dumps kept in the user's cache folder (`~/.cache/mf/manifests` on Linux,
/// `~/Library/Caches/mf/manifests` on macOS), so that a command run on an unchanged manifest
/// skips `swift package dump-package`, which costs a quarter of a second even when SwiftPM has
/// the manifest cached.
///
/// An entry answers only for the exact manifest text and the exact `swift` it was made with
/// (the executable `PATH` finds, with its size and modification date); it is written with
/// ``FileWriter``, so a killed run leaves no half entry, and one unused for 30 days goes. A
/// cache that cannot be read or written is passed over: it only ever saves time.
struct ManifestDumpCache: Sendable {
  let folder: URL

  /// The user's cache, or none when `MF_MANIFEST_CACHE=off`.
  static func user(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> ManifestDumpCache?
  {
    guard environment["MF_MANIFEST_CACHE"] != "off",
      let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
    else { return nil }
    return ManifestDumpCache(folder: caches.appendingPathComponent("mf/manifests"))
  }

  func dump(manifest: String, toolchain: String) -> String? {
    let file = entryFile(manifest: manifest, toolchain: toolchain)
    guard let data = try? Data(contentsOf: file),
      let entry = try? JSONDecoder().decode(Entry.self, from: data),
      entry.manifest == manifest, entry.toolchain == toolchain
    else { return nil }
    try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
    return entry.dump
  }

  /// Stores the dump of this manifest text made by this toolchain, and removes the entries (and
  /// the temporary files of killed runs) unused for 30 days.
  func store(_ dump: String, manifest: String, toolchain: String) {
    let entry = Entry(toolchain: toolchain, manifest: manifest, dump: dump)
    guard let data = try? JSONEncoder().encode(entry) else { return }
    try? FileWriter().write(
      String(decoding: data, as: UTF8.self), to: entryFile(manifest: manifest, toolchain: toolchain)
    )
    let old = Date(timeIntervalSinceNow: -30 * 24 * 3600)
    for file
      in (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
    where
      ((try? file.resourceValues(forKeys: [.contentModificationDateKey]))?
      .contentModificationDate ?? .distantPast) < old
    {
      try? FileManager.default.removeItem(at: file)
    }
  }

  /// Named by a hash of the toolchain and the manifest, and holding both, so a collision is a
  /// miss, never a wrong answer.
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

  /// What identifies the `swift` that `PATH` finds: its resolved path, size and modification
  /// date; nil when there is none.
  static func toolchain(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    guard let swift = SwiftToolchain.swiftOnPath(environment: environment),
      let attributes = try? FileManager.default.attributesOfItem(atPath: swift.path),
      let size = attributes[.size] as? NSNumber,
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    return "\(swift.path) \(size) \(modified.timeIntervalSince1970)"
  }
}

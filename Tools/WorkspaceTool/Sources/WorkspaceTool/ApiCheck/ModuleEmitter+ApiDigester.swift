import Foundation

/// The toolchain's `swift-api-digester` on the modules emitted, driven as `swift package
/// diagnose-api-breaking-changes` drives it: `-dump-sdk` of a module on each side, then
/// `-diagnose-sdk` on the two dumps, which reports source-breaking changes. Here the dumps are
/// narrowed to the public API first (``ApiDump``), so `package` declarations never count.
extension ModuleEmitter {
  /// Dumps the API of `module` emitted from `side` into `file` (narrowed), and returns it.
  func dump(_ module: String, from side: ApiModulePlan.Side, to file: URL) throws -> ApiDump {
    let raw = file.deletingPathExtension().appendingPathExtension("raw.json")
    let arguments =
      ["-dump-sdk", "-module", module, "-abort-on-module-fail", "-module-cache-path"]
      + [moduleCache.path, "-o", raw.path] + searchPaths(side).flatMap { ["-I", $0.path] }
      + toolchain.sharedFlags
    let result = try runner.run(
      toolchain.digester, arguments, in: file.deletingLastPathComponent(),
      environment: environment)
    guard result.status == 0, FileManager.default.fileExists(atPath: raw.path) else {
      throw ToolError.failure(
        "swift-api-digester could not dump the API of \(module):\n"
          + (result.errorOutput + result.output).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return try ApiDump(reading: raw, writingTo: file)
  }

  /// The source-breaking changes from the dump `base` to the dump `current`, each as the
  /// digester words it: `func Service.save(id:) has been added as a protocol requirement`.
  func breakingChanges(from base: URL, to current: URL) throws -> [String] {
    let result = try runner.run(
      toolchain.digester,
      ["-diagnose-sdk", "-input-paths", base.path, "-input-paths", current.path]
        + ["-compiler-style-diags"],
      in: base.deletingLastPathComponent(), environment: environment)
    let marker = "API breakage: "
    let changes = (result.errorOutput + "\n" + result.output).split(separator: "\n")
      .compactMap { line -> String? in
        guard let range = line.range(of: marker) else { return nil }
        var message = String(line[range.upperBound...])
        if let tag = message.range(of: " [#api-digester-breaking-change]") {
          message.removeSubrange(tag)
        }
        return message
      }
    guard result.status == 0 || !changes.isEmpty else {
      throw ToolError.failure(
        "swift-api-digester could not compare the dumps:\n"
          + (result.errorOutput + result.output).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return changes
  }
}

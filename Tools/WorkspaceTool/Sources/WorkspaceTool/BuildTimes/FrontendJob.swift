import Foundation

/// One run of the Swift compiler's frontend, as it timed itself: the file that
/// `-stats-output-dir` makes it write when it ends.
///
/// The file is named `stats-<start>-swift-frontend-<Module>-<input>-<triple>-<output>-<opt>-
/// <random>.json`, where `<start>` is when the frontend started, in microseconds since 1970,
/// and holds flat counters, among them the frontend's own wall, user and system seconds
/// (`time.swift-frontend.<Module>-<input>-….wall`), the phases' timers
/// (`time.swift.Type checking and Semantic analysis.user`) and, with `-fine-grained-timers`,
/// one timer per kind of request (`time.swift.ExpandMacroExpansionExprRequest.user`).
struct FrontendJob: Sendable, Equatable {
  /// The module the job compiled part of: a target, or a module SwiftPM made for the tests.
  var module: String
  /// What the job produced: `o` for objects, `swiftmodule` for the module's interface.
  var output: String
  /// When the job started, in seconds since 1970.
  var start: Double
  /// Wall seconds from its start to its end.
  var wall: Double
  /// CPU seconds, user and system.
  var cpu: Double
  /// CPU seconds spent type-checking (user and system).
  var typeChecking: Double
  /// CPU seconds (user and system) in the requests that expand macros, which include
  /// type-checking what an expression macro expands to: zero unless the compiler ran with
  /// `-fine-grained-timers`.
  var macroExpansion: Double

  /// When the job ended, in seconds since 1970.
  var end: Double { start + wall }

  private static let frontendTimer = "time.swift-frontend."
  private static let typeCheckTimer = "time.swift.Type checking and Semantic analysis."

  /// Reads a stats file; `fileName` gives the start time.
  /// - Throws: ``ToolError/failure(_:)`` when the file is not a frontend's stats.
  init(fileName: String, contents: Data) throws {
    let parts = fileName.split(separator: "-", maxSplits: 2)
    guard parts.count == 3, parts[0] == "stats", let micros = Double(parts[1]) else {
      throw ToolError.failure("\(fileName) is not a compiler statistics file")
    }
    let counters: [String: Double]
    do {
      counters = try JSONDecoder().decode([String: Double].self, from: contents)
    } catch {
      throw ToolError.failure(
        "could not read the compiler statistics in \(fileName): \(error.localizedDescription)")
    }
    guard
      let wallKey = counters.keys.first(where: {
        $0.hasPrefix(Self.frontendTimer) && $0.hasSuffix(".wall")
      })
    else {
      throw ToolError.failure("\(fileName) has no frontend timer (\(Self.frontendTimer)…)")
    }
    let job = wallKey.dropFirst(Self.frontendTimer.count).dropLast(".wall".count)
    let fields = job.split(separator: "-")
    let timer = String(wallKey.dropLast(".wall".count))
    module = String(fields.first ?? "")
    output = fields.count >= 2 ? String(fields[fields.count - 2]) : ""
    start = micros / 1_000_000
    wall = counters[wallKey] ?? 0
    cpu = (counters[timer + ".user"] ?? 0) + (counters[timer + ".sys"] ?? 0)
    typeChecking =
      (counters[Self.typeCheckTimer + "user"] ?? 0) + (counters[Self.typeCheckTimer + "sys"] ?? 0)
    macroExpansion = counters.filter { key, _ in
      key.hasPrefix("time.swift.Expand") && key.contains("Macro")
        && (key.hasSuffix(".user") || key.hasSuffix(".sys"))
    }.values.reduce(0, +)
  }

  /// Every job whose stats file is in `folder`, in the order they started.
  static func all(in folder: URL) throws -> [FrontendJob] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return try names.filter { $0.hasPrefix("stats-") && $0.hasSuffix(".json") }.map { name in
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      return try FrontendJob(fileName: name, contents: data)
    }.sorted { $0.start < $1.start }
  }
}

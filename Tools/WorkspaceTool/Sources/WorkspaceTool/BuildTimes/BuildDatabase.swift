import Foundation

/// The build system's own record of a build: llbuild's `build.db`, which both of SwiftPM's build
/// systems keep in their scratch folder, with the start and end of every task (monotonic
/// seconds) and the build iteration that last ran it.
struct BuildDatabase {
  /// One task the last build ran.
  struct Task: Sendable, Equatable {
    /// llbuild's key: a kind letter, then the command's name (`CC.shop-…-debug.exe`, or for
    /// swiftbuild `CP2:target-…:Debug:Ld /…/Products/Debug-linux/shop normal`).
    var key: String
    var start: Double
    var end: Double

    var seconds: Double { max(0, end - start) }
  }

  /// Where each build system keeps the database, from its scratch folder.
  static func location(in scratch: URL, buildSystem: BuildSystem) -> URL {
    switch buildSystem {
    case .native: scratch.appendingPathComponent("build.db")
    case .swiftbuild:
      scratch.appendingPathComponent("out/Intermediates.noindex/XCBuildData/build.db")
    }
  }

  /// The tasks the last build ran: those whose result was built in the database's current
  /// iteration (an up-to-date task keeps the iteration and times of the build that ran it).
  /// - Throws: ``ToolError/failure(_:)`` when the database cannot be read.
  static func tasksOfLastBuild(at url: URL) throws -> [Task] {
    let reader = try SQLiteReader()
    let iterations = try reader.rows(of: "SELECT iteration FROM info", in: url)
    guard let iteration = iterations.first?.first?.number else { return [] }
    let rows = try reader.rows(
      of: """
        SELECT key_names.key, rule_results.start, rule_results.end FROM rule_results
        JOIN key_names ON key_names.id = rule_results.key_id
        WHERE rule_results.built_at = \(Int(iteration))
        """, in: url)
    return rows.compactMap { row in
      guard row.count == 3, let key = row[0].text, let start = row[1].number,
        let end = row[2].number
      else { return nil }
      return Task(key: key, start: start, end: end)
    }
  }
}

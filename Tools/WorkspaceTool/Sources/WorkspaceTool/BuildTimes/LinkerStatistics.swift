/// The linker's own timing of each link, read from the output of a native `swift build` whose
/// links ran gold with `--stats` (the linker of Swift on Linux).
///
/// gold prints, among its statistics, `/usr/bin/ld.gold: total run time: (user: 0.03 sys: 0.00
/// wall: 0.18)`; the native build system prints a command's output when it ends, followed by
/// the command's line, `[18/30] Linking shop` (`Linking WorkspacePackageTests.xctest` for the
/// test bundle), which names the product.
///
/// The build system's own record of a link cannot stand in: it starts when the link is queued,
/// so on a busy build it includes the wait for a free core (20 seconds and more for a link of
/// under one).
struct LinkerStatistics: Sendable, Equatable {
  /// One link as the linker timed it.
  struct Timing: Sendable, Equatable {
    var wall: Double
    var cpu: Double
  }

  /// The timing of each product linked, by name (`shop`, `WorkspacePackageTests`).
  var byProduct: [String: Timing]

  /// The flags that make gold print its statistics, for `swift build`.
  static let buildFlags = ["-Xlinker", "--stats"]

  private static let totalMarker = "total run time: ("
  private static let linkingMarker = "] Linking "

  /// Reads the statistics from a build's output.
  init(buildOutput: String) {
    var byProduct: [String: Timing] = [:]
    var pending: Timing?
    for line in buildOutput.split(separator: "\n") {
      if let range = line.range(of: Self.totalMarker) {
        pending = Self.timing(String(line[range.upperBound...]))
      } else if let range = line.range(of: Self.linkingMarker), let timing = pending {
        var product = String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
        if product.hasSuffix(".xctest") { product = String(product.dropLast(".xctest".count)) }
        byProduct[product] = timing
        pending = nil
      }
    }
    self.byProduct = byProduct
  }

  /// `user: 0.03 sys: 0.00 wall: 0.18)` as a timing.
  private static func timing(_ text: String) -> Timing? {
    var values: [String: Double] = [:]
    let words = text.replacingOccurrences(of: ")", with: "").split(separator: " ")
    for (name, value) in zip(words, words.dropFirst()) where name.hasSuffix(":") {
      values[String(name.dropLast())] = Double(value)
    }
    guard let user = values["user"], let system = values["sys"], let wall = values["wall"] else {
      return nil
    }
    return Timing(wall: wall, cpu: user + system)
  }
}

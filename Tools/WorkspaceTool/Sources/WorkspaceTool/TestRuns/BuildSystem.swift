import Foundation

/// The build system SwiftPM builds with. It decides what a build of a large graph costs before
/// anything compiles: swiftbuild plans every target of the graph on each build, so a build with
/// nothing to do costs about 10 ms a target and more the larger the graph, where native costs
/// well under 1 ms a target (docs/build-times.md).
enum BuildSystem: String, Sendable, CaseIterable {
  case native
  case swiftbuild

  /// The one `swift build --help` names as its default: native up to Swift 6.3, swiftbuild
  /// from 6.4; native when the help does not say.
  static func toolchainDefault(runner: ProcessRunner, in folder: URL) -> BuildSystem {
    named(inHelp: (try? runner.run("swift", ["build", "--help"], in: folder))?.output ?? "")
  }

  /// The default that `swift build --help`'s text gives for `--build-system`.
  static func named(inHelp help: String) -> BuildSystem {
    guard let option = help.range(of: "--build-system"),
      let start = help.range(of: "(default: ", range: option.upperBound..<help.endIndex),
      let end = help.range(of: ")", range: start.upperBound..<help.endIndex)
    else { return .native }
    return BuildSystem(rawValue: String(help[start.upperBound..<end.lowerBound])) ?? .native
  }

  /// What chooses it on a `swift build` or `swift test` command line.
  var arguments: [String] { ["--build-system", rawValue] }

  /// The seconds a build with nothing to do takes in a graph of `targets` targets on 2 cores,
  /// fitted to the workspaces measured at 65, 723 and 2,123 targets (docs/build-times.md):
  /// linear under native, growing with the square of the graph under swiftbuild.
  func noOpSeconds(targets: Int) -> Double {
    let count = Double(targets)
    return switch self {
    case .native: 0.4 + 0.0006 * count
    case .swiftbuild: 1.0 + 0.01 * count + 0.0000035 * count * count
    }
  }
}

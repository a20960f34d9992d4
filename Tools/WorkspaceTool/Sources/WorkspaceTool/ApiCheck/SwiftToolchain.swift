import Foundation

/// The compiler and the API digester of the toolchain that `swift` on `PATH` belongs to, with
/// the flags this platform needs for both: on macOS the SDK and a target triple at the
/// workspace's deployment target, so modules that use recent APIs compile.
struct SwiftToolchain: Sendable {
  var compiler: String
  var digester: String
  /// Flags for the compiler and the digester alike (`-sdk <path>` on macOS).
  var sharedFlags: [String] = []
  /// Flags for the compiler only (`-target arm64-apple-macosx15.0` on macOS).
  var compilerFlags: [String] = []

  /// Finds the tools next to `swift` on `PATH` (through its symbolic links), or through `xcrun`
  /// on macOS, where `platforms` gives the deployment target.
  static func find(
    platforms: [ManifestDump.Platform], runner: ProcessRunner,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> SwiftToolchain {
    let files = FileManager.default
    var toolchain: SwiftToolchain?
    if let folder = swiftOnPath(environment: environment)?.deletingLastPathComponent() {
      let compiler = folder.appendingPathComponent("swiftc").path
      let digester = folder.appendingPathComponent("swift-api-digester").path
      if files.isExecutableFile(atPath: compiler), files.isExecutableFile(atPath: digester) {
        toolchain = SwiftToolchain(compiler: compiler, digester: digester)
      }
    }
    #if os(macOS)
      if toolchain == nil {
        toolchain = SwiftToolchain(
          compiler: try xcrun(["--find", "swiftc"], runner: runner),
          digester: try xcrun(["--find", "swift-api-digester"], runner: runner))
      }
      let sdk = try xcrun(["--sdk", "macosx", "--show-sdk-path"], runner: runner)
      toolchain?.sharedFlags = ["-sdk", sdk]
      if let macOS = platforms.first(where: { $0.platformName == "macos" }) {
        #if arch(arm64)
          let architecture = "arm64"
        #else
          let architecture = "x86_64"
        #endif
        toolchain?.compilerFlags = ["-target", "\(architecture)-apple-macosx\(macOS.version)"]
      }
    #endif
    guard let toolchain else {
      throw ToolError.failure(
        "mf api-check needs swiftc and swift-api-digester beside the swift on PATH; "
          + "this toolchain has no swift-api-digester")
    }
    return toolchain
  }

  /// The first `swift` on `PATH`, its symbolic links resolved; nil when there is none.
  static func swiftOnPath(environment: [String: String]) -> URL? {
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: swift.path) {
        return swift.resolvingSymlinksInPath()
      }
    }
    return nil
  }

  #if os(macOS)
    private static func xcrun(_ arguments: [String], runner: ProcessRunner) throws -> String {
      let result = try runner.run("xcrun", arguments, in: URL(fileURLWithPath: "/"))
      let path = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
      guard result.status == 0, !path.isEmpty else {
        throw ToolError.failure(
          "xcrun \(arguments.joined(separator: " ")) failed; mf api-check needs swiftc, "
            + "swift-api-digester and the macOS SDK")
      }
      return path
    }
  #endif
}

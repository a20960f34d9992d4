import Foundation

@testable import WorkspaceTool

/// The `mf` binary built next to the tests (the test target depends on `mf`), run as a user or
/// CI runs it, for the tests that interrupt it.
enum MFProcess {
  /// The binary's location.
  static func binary() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = folder.appendingPathComponent("mf")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    throw ToolError.failure("the mf binary was not found next to the tests")
  }

  /// Starts `mf` with `arguments` on the workspace at `root`; with `killAfterStep` it kills
  /// itself (SIGKILL) right after that many changes on disk.
  static func start(_ arguments: [String], in root: URL, killAfterStep: Int? = nil) throws
    -> Process
  {
    let process = Process()
    process.executableURL = try binary()
    process.arguments = ["--root", root.path] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["MF_TEST_KILL_AFTER_STEP"] = killAfterStep.map(String.init)
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Runs `mf` to its end and returns its exit status (128 + the signal when it was killed).
  static func run(_ arguments: [String], in root: URL, killAfterStep: Int? = nil) throws
    -> Int32
  {
    let process = try start(arguments, in: root, killAfterStep: killAfterStep)
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }
}

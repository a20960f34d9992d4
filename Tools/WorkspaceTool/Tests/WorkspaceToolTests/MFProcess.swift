import Foundation

@testable import WorkspaceTool

/// The `mf` binary built next to the tests, run as a user or CI runs it, for the tests that
/// interrupt it: `CrashTestMF`, mf with a kill switch that the shipped `mf` has not (the test
/// target depends on both).
enum MFProcess {
  /// The location of the binary `name`.
  static func binary(_ name: String = "CrashTestMF") throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    throw ToolError.failure("the \(name) binary was not found next to the tests")
  }

  /// Starts mf with `arguments` on the workspace at `root`; with `killAfterStep` it kills
  /// itself (SIGKILL) right after that many changes on disk.
  static func start(_ arguments: [String], in root: URL, killAfterStep: Int? = nil) throws
    -> Process
  {
    let process = Process()
    process.executableURL = try binary()
    process.arguments = ["--root", root.path] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["MF_KILL_AFTER_STEP"] = killAfterStep.map(String.init)
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

import Foundation

/// The result of running a child process to completion.
struct ProcessResult: Sendable {
  /// The exit status, or 128 + signal number when the process was killed.
  var status: Int32
  var output: String
  var errorOutput: String
}

/// Runs child processes, found through `PATH`, and collects their output.
struct ProcessRunner: Sendable {

  /// Runs `command` with `arguments` in `directory` and waits for it to finish.
  func run(
    _ command: String, _ arguments: [String], in directory: URL,
    environment: [String: String]? = nil
  ) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [command] + arguments
    process.currentDirectoryURL = directory
    if let environment { process.environment = environment }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw ToolError.failure("could not start `\(command)`: \(error.localizedDescription)")
    }
    // Read both pipes concurrently so a chatty child never blocks on a full pipe.
    let errorData = ErrorCollector(handle: errors.fileHandleForReading)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = errorData.finish()
    process.waitUntilExit()
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return ProcessResult(
      status: status, output: String(decoding: outputData, as: UTF8.self), errorOutput: errorText)
  }
}

/// Reads one pipe to its end on a background thread.
private final class ErrorCollector: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func finish() -> String {
    done.wait()
    return String(decoding: data, as: UTF8.self)
  }
}

import CoreTesting
import Foundation
import Synchronization

/// Runs the built `shop` executable, as a user would, and captures what it prints.
struct ShopBinary {
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// The `shop` executable built beside this test bundle.
  static let url: URL = {
    do {
      return try BuiltExecutable("shop").url
    } catch {
      fatalError("\(error)")
    }
  }()

  /// The data directory the runs use; a fresh one per instance.
  let dataDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("shop-e2e-\(UUID().uuidString)")

  /// Variables set for every run, such as `SHOP_LOG_LEVEL`. The shop's own variables of the
  /// test process are not passed on, so a developer's shell cannot change what tests see.
  var environment: [String: String] = [:]

  /// The most 512-byte blocks a run may write to one file (`ulimit -f`, set by the shell that
  /// starts the shop), or `nil` for no limit.
  var fileSizeLimit: Int?

  /// Runs `shop` with `arguments`, feeding `input` to standard input.
  ///
  /// The process runs and is waited for on a thread of its own, so the awaiting test keeps no
  /// thread of the concurrency pool blocked (on two cores, that would stall the other tests).
  func run(_ arguments: [String], input: String = "") async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Swift.Result {
            let process = try start(arguments)
            return try finish(process, input: input)
          })
      }
    }
  }

  /// Starts `shop` without waiting for it; pair with ``finish(_:input:)``.
  func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    if let fileSizeLimit {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        ["-c", "ulimit -f \(fileSizeLimit) && exec \"$0\" \"$@\"", Self.url.path] + arguments
    } else {
      process.executableURL = Self.url
      process.arguments = arguments
    }
    process.currentDirectoryURL = FileManager.default.temporaryDirectory
    var inherited = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SHOP_") }
    inherited["SHOP_DATA_DIR"] = dataDirectory.path
    process.environment = inherited.merging(environment) { _, chosen in chosen }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    return process
  }

  /// Feeds `input` to a started process, then waits for it and collects what it printed.
  ///
  /// Input is written and standard error is read on other threads while standard output is read
  /// here, so a chatty process can never fill a pipe and block.
  func finish(_ process: Process, input: String = "") throws -> Result {
    let stdin = process.standardInput as! Pipe
    let stdout = process.standardOutput as! Pipe
    let stderr = process.standardError as! Pipe
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    let errors = ErrorsBox()
    DispatchQueue.global().async(group: group) {
      errors.data = stderr.fileHandleForReading.readDataToEndOfFile()
    }
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors.data, as: UTF8.self))
  }
}

/// Carries standard error's bytes out of the reading thread.
private final class ErrorsBox: Sendable {
  private let bytes = Mutex(Data())

  var data: Data {
    get { bytes.withLock { $0 } }
    set { bytes.withLock { $0 = newValue } }
  }
}

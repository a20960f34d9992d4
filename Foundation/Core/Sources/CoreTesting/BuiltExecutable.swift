import Foundation

/// An executable of the workspace, built beside the running test bundle, run as a user would.
///
/// `swift test` builds every executable of the package it tests (or of the root graph), so an
/// example's test can run the example and check what it prints.
///
/// ```swift
/// let run = try await BuiltExecutable("CatalogExample").run()
/// #expect(run.status == 0)
/// #expect(run.output.contains("> search mug"))
/// ```
public struct BuiltExecutable: Sendable {
  /// What a run printed and how it ended.
  public struct Run: Sendable {
    /// The exit status.
    public let status: Int32
    /// Standard output.
    public let output: String
    /// Standard error.
    public let errors: String
  }

  /// The executable's file.
  public let url: URL

  /// Finds an executable built beside the test bundle.
  /// - Parameter name: The executable product's name, for example `CatalogExample`.
  /// - Throws: ``NotBuilt`` when no such executable is next to the bundle.
  public init(_ name: String) throws {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        url = candidate
        return
      }
      directory = directory.deletingLastPathComponent()
    }
    throw NotBuilt(name: name, near: Bundle.main.bundleURL.path)
  }

  /// Runs the executable with arguments and an environment, with `input` on standard input
  /// (a pipe, as a script feeds it; none by default).
  ///
  /// The process is started and waited for on a thread of its own, so a test awaiting it keeps
  /// no thread of the concurrency pool blocked: on a machine with few cores, blocked pool threads
  /// stall every other test, main-actor ones included.
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - environment: Variables added to the test process's environment.
  ///   - input: What standard input holds; with `nil`, it is the null device.
  /// - Returns: The status and what it printed.
  public func run(
    _ arguments: [String] = [], environment: [String: String] = [:], input: String? = nil
  ) async throws -> Run {
    let url = self.url
    return try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Result {
            try Self.runBlocking(url, arguments, environment: environment, input: input)
          })
      }
    }
  }

  private static func runBlocking(
    _ url: URL, _ arguments: [String], environment: [String: String], input: String?
  ) throws -> Run {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let inputPipe = input.map { _ in Pipe() }
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    try process.run()
    if let inputPipe, let input {
      let writer = inputPipe.fileHandleForWriting
      Thread.detachNewThread {
        try? writer.write(contentsOf: Data(input.utf8))
        try? writer.close()
      }
    }
    let errorData = ErrorCollector(errors.fileHandleForReading)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData.finish(), as: UTF8.self))
  }

  /// The executable was not found: build the package's executables first.
  public struct NotBuilt: Error, CustomStringConvertible {
    /// The executable's name.
    public let name: String
    /// Where it was looked for.
    public let near: String

    /// A sentence saying what to build.
    public var description: String {
      "\(name) was not found near \(near); run 'swift build' for its package first"
    }
  }
}

/// Reads a pipe to its end on another thread, so a chatty process never blocks on a full pipe.
private final class ErrorCollector: @unchecked Sendable {
  // Safety: `data` is written once by the reading thread, read after `done` is signalled.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func finish() -> Data {
    done.wait()
    return data
  }
}

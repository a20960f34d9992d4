import Foundation

/// Runs the built `shop` executable, as a user would, and captures what it prints.
struct ShopBinary {
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// The `shop` executable built beside this test bundle.
  static let url: URL = {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("shop")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    fatalError("the shop executable was not found near \(Bundle.main.bundleURL.path)")
  }()

  /// The data directory the runs use; a fresh one per instance.
  let dataDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("shop-e2e-\(UUID().uuidString)")

  /// Runs `shop` with `arguments`, feeding `input` to standard input.
  func run(_ arguments: [String], input: String = "") throws -> Result {
    let process = Process()
    process.executableURL = Self.url
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SHOP_DATA_DIR"] = dataDirectory.path
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }
}

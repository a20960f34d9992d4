import Foundation
import TerminalUITesting
import Testing

/// The package's demo program, built beside the test bundle by `swift test`.
enum DemoExecutable {
  static let name = "TerminalUIDemo"

  /// The demo's file.
  static func url() throws -> URL {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    throw NotBuilt()
  }

  struct NotBuilt: Error, CustomStringConvertible {
    var description: String {
      "\(DemoExecutable.name) was not found near \(Bundle.main.bundleURL.path); "
        + "run 'swift build' for the package first"
    }
  }
}

import Foundation

/// A failure that ends a command, with the exit code it maps to.
enum ToolError: LocalizedError, Equatable {
  /// The command line was wrong; exit code 2, with a hint on what to type instead.
  case usage(String, hint: String)
  /// The command could not do its job; exit code 1.
  case failure(String)

  var exitCode: Int32 {
    switch self {
    case .usage: 2
    case .failure: 1
    }
  }

  var message: String {
    switch self {
    case .usage(let message, let hint): "mf: error: \(message)\nmf: hint: \(hint)\n"
    case .failure(let message): "mf: error: \(message)\n"
    }
  }

  /// The message without the `mf: error:` prefix, so any error can be shown the same way.
  var errorDescription: String? {
    switch self {
    case .usage(let message, _), .failure(let message): message
    }
  }
}

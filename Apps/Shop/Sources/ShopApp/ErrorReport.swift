import Architecture
import CommandLineKit
import Core
import TerminalUI

/// How an error ends a command: the lines for standard error and the exit code.
///
/// Features explain their own errors (`UserFacingError`, from their interfaces), so this knows
/// no feature's error type: a usage error exits with 2 and a hint, a failed operation with 1.
struct ErrorReport {
  let message: String
  let exitCode: ExitCode

  /// - Parameters:
  ///   - error: What the parser, the configuration or a command threw.
  ///   - usage: The usage line of the command that ran, for a usage error's hint.
  init(_ error: any Error, usage: String?) {
    switch error {
    case let error as CommandLineError:
      message = error.description
      exitCode = .usageError
    case let error as FlagError:
      message = "error: \(error)\nhint: run 'shop help' to see the flags"
      exitCode = .usageError
    case let error as ConfigurationError:
      message = "error: \(error)" + (error.hint.map { "\nhint: \($0)" } ?? "")
      exitCode = error.isUsageError ? .usageError : .failure
    case let error as any UserFacingError where error.isUsageError:
      message = "error: \(error)" + (usage.map { "\nhint: usage: \($0)" } ?? "")
      exitCode = .usageError
    default:
      message = "error: \(error)"
      exitCode = .failure
    }
  }

  /// Writes the message, with any control character typed into it made visible, and returns
  /// the exit code.
  @MainActor
  func print(to writeError: @MainActor (String) -> Void) -> Int32 {
    writeError(TerminalText.visible(message) + "\n")
    return exitCode.rawValue
  }
}

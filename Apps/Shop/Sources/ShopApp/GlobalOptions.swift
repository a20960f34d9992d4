import Architecture
import Foundation

/// The options every command accepts, taken out of the arguments wherever they appear before a
/// `--`: `--data-dir PATH` and `--flag name=value` (repeatable).
struct GlobalOptions {
  /// The data directory given with `--data-dir`, if any.
  var dataDirectory: URL?
  /// The flags given with `--flag`.
  var commandLineFlags = CommandLineFlagSource([])
  /// The arguments left for the command.
  var remaining: [String] = []

  /// Separates the global options from the command's arguments.
  /// - Throws: ``CommandError/usage(_:hint:)`` for `--data-dir` without a path or a malformed
  ///   `--flag`.
  static func parse(_ arguments: [String]) throws -> GlobalOptions {
    var options = GlobalOptions()
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        rest += arguments[index...]
        break
      }
      if argument == "--data-dir" || argument.hasPrefix("--data-dir=") {
        let path: String
        if argument == "--data-dir" {
          index += 1
          guard index < arguments.count, !arguments[index].isEmpty else {
            throw CommandError.usage(
              "--data-dir needs a path", hint: "usage: shop --data-dir PATH <command>")
          }
          path = arguments[index]
        } else {
          path = String(argument.dropFirst("--data-dir=".count))
          guard !path.isEmpty else {
            throw CommandError.usage(
              "--data-dir needs a path", hint: "usage: shop --data-dir PATH <command>")
          }
        }
        options.dataDirectory = URL(fileURLWithPath: path)
      } else {
        rest.append(argument)
      }
      index += 1
    }
    do {
      let (flags, remaining) = try CommandLineFlagSource.parse(rest)
      options.commandLineFlags = flags
      options.remaining = remaining
    } catch {
      throw CommandError.usage(error.description, hint: "usage: --flag name=value")
    }
    return options
  }
}

import Foundation

/// Flags in an environment variable, as comma-separated `name=value` pairs.
///
/// ```swift
/// let source = EnvironmentFlagSource(variable: "APP_FLAGS")  // the process's environment
/// ```
public struct EnvironmentFlagSource: FlagSource {
  /// The variable's name.
  public let variable: String
  private let text: String?

  /// Names the source in error messages.
  public var name: String { "environment variable \(variable)" }

  /// Reads a variable of an environment.
  /// - Parameters:
  ///   - variable: The variable's name.
  ///   - environment: The environment; the process's own by default.
  public init(
    variable: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.variable = variable
    self.text = environment[variable]
  }

  /// Parses the variable; an unset or empty variable sets no flag.
  /// - Returns: The assignments, in order.
  /// - Throws: ``FlagError/malformed(entry:source:reason:)`` for an entry without `=`.
  public func assignments() throws(FlagError) -> [FlagAssignment] {
    guard let text else { return [] }
    var result: [FlagAssignment] = []
    for entry in text.split(separator: ",") where !entry.allSatisfy({ $0 == " " }) {
      result.append(try FlagAssignment.parse(String(entry), source: name))
    }
    return result
  }
}

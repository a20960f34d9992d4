import Architecture
import Core
import Foundation

/// Everything the app reads before it builds its features: where data lives, the settings file
/// and the log level.
struct AppConfiguration {
  /// Where documents are stored.
  let dataDirectory: URL
  /// Email domains allowed to pay by invoice.
  let invoiceDomains: Set<String>
  /// The least important diagnostics written to standard error.
  let logLevel: LogLevel

  /// Reads the configuration. Settings come from `<data-dir>/config.json`
  /// (`{"invoiceDomains": ["example.com"]}`), optional.
  /// - Parameters:
  ///   - dataDirectory: The directory given with `--data-dir`, if any.
  ///   - environment: The process environment.
  /// - Throws: ``ConfigurationError`` for an unreadable settings file or a bad log level.
  init(dataDirectory: URL?, environment: [String: String]) throws {
    self.dataDirectory = dataDirectory ?? DataDirectory.resolve(environment: environment)
    invoiceDomains = try Self.readInvoiceDomains(
      self.dataDirectory.appendingPathComponent("config.json"))
    logLevel = try Self.logLevel(environment["SHOP_LOG_LEVEL"])
  }

  /// Where flags come from, lowest priority first: `<data-dir>/flags.json`, then `SHOP_FLAGS`,
  /// then `--flag` options.
  func flagSources(environment: [String: String], commandLine: [FlagAssignment])
    -> [any FlagSource]
  {
    [
      JSONFileFlagSource(path: dataDirectory.appendingPathComponent("flags.json").path),
      EnvironmentFlagSource(variable: "SHOP_FLAGS", environment: environment),
      CommandLineFlagSource(commandLine),
    ]
  }

  /// The level named by `SHOP_LOG_LEVEL`; `error` when unset, so that what a command reports
  /// as its error is not printed twice.
  private static func logLevel(_ name: String?) throws -> LogLevel {
    guard let name, !name.isEmpty else { return .error }
    guard let level = LogLevel.allCases.first(where: { $0.description == name.lowercased() })
    else {
      let names = LogLevel.allCases.map(\.description).joined(separator: ", ")
      throw ConfigurationError(
        "SHOP_LOG_LEVEL is \(name.debugDescription); it must be one of \(names)",
        hint: "unset it, or set SHOP_LOG_LEVEL=warning to see warnings too")
    }
    return level
  }

  private struct Settings: Decodable {
    var invoiceDomains: [String]
  }

  private static func readInvoiceDomains(_ file: URL) throws -> Set<String> {
    guard FileManager.default.fileExists(atPath: file.path) else { return ["example.com"] }
    do {
      let settings = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: file))
      return Set(settings.invoiceDomains.map { $0.lowercased() })
    } catch {
      throw ConfigurationError(
        "cannot read settings \(file.path): expected {\"invoiceDomains\": [\"example.com\"]}",
        isUsageError: false)
    }
  }
}

/// A problem with the environment or the settings file, found before any feature runs.
struct ConfigurationError: UserFacingError {
  let description: String
  let hint: String?
  let isUsageError: Bool

  init(_ description: String, hint: String? = nil, isUsageError: Bool = true) {
    self.description = description
    self.hint = hint
    self.isUsageError = isUsageError
  }
}

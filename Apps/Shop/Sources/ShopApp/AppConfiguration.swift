import Architecture
import Catalog
import Core
import Foundation

/// Everything the app reads before it builds its features: where data lives, the feature flags
/// and the settings file.
struct AppConfiguration {
  /// The flags the app knows. Features define their flags; the app registers them here.
  static let flagRegistry = FlagRegistry([.search])

  /// Where documents are stored.
  let dataDirectory: URL
  /// The resolved feature flags.
  let flags: FlagValues
  /// Email domains allowed to pay by invoice.
  let invoiceDomains: Set<String>
  /// The least important diagnostics written to standard error.
  let logLevel: LogLevel

  /// Reads the configuration. Flags come from `<data-dir>/flags.json`, then the `SHOP_FLAGS`
  /// environment variable, then `--flag` options, each overriding the one before. Settings come
  /// from `<data-dir>/config.json` (`{"invoiceDomains": ["example.com"]}`), optional.
  /// - Throws: ``CommandError`` for an unknown or invalid flag, or an unreadable settings file.
  init(options: GlobalOptions, environment: [String: String]) throws {
    dataDirectory = options.dataDirectory ?? DataDirectory.resolve(environment: environment)
    let flagFile = dataDirectory.appendingPathComponent("flags.json").path
    do {
      flags = try Self.flagRegistry.resolve([
        JSONFileFlagSource(path: flagFile),
        EnvironmentFlagSource(variable: "SHOP_FLAGS", environment: environment),
        options.commandLineFlags,
      ])
    } catch {
      throw CommandError.usage(error.description, hint: "run 'shop help' to see the flags")
    }
    invoiceDomains = try Self.readInvoiceDomains(
      dataDirectory.appendingPathComponent("config.json"))
    logLevel = try Self.logLevel(environment["SHOP_LOG_LEVEL"])
  }

  /// The level named by `SHOP_LOG_LEVEL`; `error` when unset, so that what a command reports
  /// as its error is not printed twice.
  private static func logLevel(_ name: String?) throws -> LogLevel {
    guard let name, !name.isEmpty else { return .error }
    guard let level = LogLevel.allCases.first(where: { $0.description == name.lowercased() })
    else {
      let names = LogLevel.allCases.map(\.description).joined(separator: ", ")
      throw CommandError.usage(
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
      throw CommandError.failed(
        "cannot read settings \(file.path): expected {\"invoiceDomains\": [\"example.com\"]}")
    }
  }
}

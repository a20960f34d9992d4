import Architecture
import Catalog
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

import Catalog
import Core
import Foundation

/// The app's dependency solver: it conforms to every feature's dependency protocol and is the
/// only place where concrete types are chosen.
public struct AppDependencies: CatalogDependencies {
  /// Writes warnings and errors to standard error.
  public let logger: any Logger
  /// The system clock.
  public let clock: any WallClock
  /// The document store in the data directory.
  public let storage: any DocumentStorage
  /// The catalog shipped with the Catalog feature.
  public let productSource: any ProductSource

  /// Chooses the production implementations, storing documents in `dataDirectory`.
  public init(dataDirectory: URL) {
    logger = StandardErrorLogger()
    clock = SystemClock()
    storage = FileStorage(directory: dataDirectory)
    productSource = CatalogFile.bundled
  }
}

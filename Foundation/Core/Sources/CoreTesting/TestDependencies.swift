import Core

/// Base dependencies for tests: in-memory storage (or the storage a test chooses, such as a
/// `FileStorage`), a spy logger and a fixed clock.
///
/// Feature test solvers wrap one of these and add what their feature needs.
public struct TestBaseDependencies: BaseDependencies {
  /// The spy behind ``logger``.
  public let spyLogger: SpyLogger
  /// The fixed clock behind ``clock``.
  public let fixedClock: FixedClock
  /// The storage; in memory unless a test chooses another.
  public let storage: any DocumentStorage

  /// Creates fresh test dependencies.
  /// - Parameters:
  ///   - storage: Where documents are kept; fresh in-memory storage by default.
  ///   - logger: The spy logger.
  ///   - clock: The fixed clock.
  @MainActor
  public init(
    storage: any DocumentStorage = InMemoryStorage(), logger: SpyLogger = SpyLogger(),
    clock: FixedClock = FixedClock()
  ) {
    self.storage = storage
    spyLogger = logger
    fixedClock = clock
  }

  /// The spy logger.
  public var logger: any Logger { spyLogger }
  /// The fixed clock.
  public var clock: any WallClock { fixedClock }
}

import Core

/// Base dependencies for tests: in-memory storage, a spy logger and a fixed clock.
///
/// Feature test solvers usually wrap one of these and add what their feature needs.
public struct TestBaseDependencies: BaseDependencies {
  /// The spy behind ``logger``.
  public let spyLogger: SpyLogger
  /// The fixed clock behind ``clock``.
  public let fixedClock: FixedClock
  /// The in-memory storage behind ``storage``.
  public let memoryStorage: InMemoryStorage

  /// Creates fresh test dependencies.
  public init(
    logger: SpyLogger = SpyLogger(), clock: FixedClock = FixedClock(),
    storage: InMemoryStorage = InMemoryStorage()
  ) {
    spyLogger = logger
    fixedClock = clock
    memoryStorage = storage
  }

  /// The spy logger.
  public var logger: any Logger { spyLogger }
  /// The fixed clock.
  public var clock: any WallClock { fixedClock }
  /// The in-memory storage.
  public var storage: any DocumentStorage { memoryStorage }
}

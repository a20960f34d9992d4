/// What every feature receives from its parent: the services all features share.
///
/// Each feature declares its own dependency protocol that refines this one and adds exactly what
/// the feature needs. The app has one solver type that conforms to every feature's protocol, and
/// is the only place that chooses concrete types; tests and examples use their own solvers.
public protocol BaseDependencies: Sendable {
  /// Where the feature writes diagnostics.
  var logger: any Logger { get }
  /// The source of the current time.
  var clock: any WallClock { get }
  /// Where the feature keeps its documents.
  var storage: any DocumentStorage { get }
}

/// What every feature receives from its parent: the services all features share.
///
/// Each feature declares its own protocol that refines this one and adds exactly what the feature
/// needs. Whoever builds a feature conforms to it: the app's solver for the features it composes,
/// a parent feature's solver for its children. Tests and examples use their own solvers.
public protocol BaseDependencies: Sendable {
  /// Where the feature writes diagnostics.
  var logger: any Logger { get }
  /// The source of the current time.
  var clock: any WallClock { get }
  /// Where the feature keeps its documents.
  var storage: any DocumentStorage { get }
}

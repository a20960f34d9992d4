/// The static dependencies of a feature, handed to its builder's initializer.
///
/// Each feature declares its own protocol refining this one, naming only what it needs; the
/// parent (or the app's composition root) conforms to it. Nothing is reached through globals.
///
/// ```swift
/// protocol CartDependencies: DependencySolver {
///   var cartStore: CartStore { get }
///   var logger: any Logger { get }
/// }
/// ```
public protocol DependencySolver {}

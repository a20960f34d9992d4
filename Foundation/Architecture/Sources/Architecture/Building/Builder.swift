/// Makes one feature from its dynamic inputs only.
///
/// A builder receives everything static (services, stores, configuration) through its
/// initializer, as a ``DependencySolver``. Its `build` method takes only what changes from one
/// use to the next: the listener that hears the feature's results and an identifier. The parent
/// decides which builder implementation a child gets, so a test or an experiment can swap it.
///
/// Builders are main-actor isolated because what they make, flows and their contexts, lives on
/// the main actor.
///
/// ```swift
/// struct CartBuilder: Builder {
///   let dependencies: any CartDependencies
///   func build(listener: any CartListener, id: String) -> CartFlow {
///     CartFlow(context: CartContext(store: dependencies.cartStore, listener: listener))
///   }
/// }
/// ```
@MainActor
public protocol Builder {
  /// What the built feature reports to, usually the parent's context.
  associatedtype Listener
  /// What `build` returns: one object, or a ``FeatureGraph`` with several outputs.
  associatedtype Output

  /// Makes a new instance of the feature.
  /// - Parameters:
  ///   - listener: Receives the feature's results; hold it weakly inside the feature.
  ///   - id: Identifies this instance, for example a product or order identifier.
  /// - Returns: The feature's output.
  func build(listener: Listener, id: String) -> Output
}

/// Decides from state whether a feature is available and, if it is, makes its builder.
///
/// The state is whatever the decision needs: feature flags, the signed-in user, the environment.
/// Plugins are main-actor isolated because they make builders, which make flows. The kit's own
/// shape of a plugin: features write ``AnyPlugin``s, which plugin lists hold.
@MainActor
protocol Plugin {
  /// What the plugin looks at to decide.
  associatedtype State
  /// What the plugin makes, usually a builder.
  associatedtype Product

  /// Tells whether the feature is available in this state.
  /// - Parameter state: The current state.
  /// - Returns: `true` when the plugin should be used.
  func isEnabled(_ state: State) -> Bool

  /// Makes the product, without looking at the state again.
  /// - Returns: A new product, usually a builder.
  func make() -> Product
}

extension Plugin {
  /// Makes the product when the plugin is enabled in this state.
  /// - Parameter state: The current state.
  /// - Returns: The product, or `nil` when the plugin is disabled.
  func create(_ state: State) -> Product? {
    isEnabled(state) ? make() : nil
  }
}

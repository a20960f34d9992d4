/// A plugin: decides from state whether a feature is available and, if it is, makes its
/// builder. From Nodes' plugins, as two closures.
///
/// The state is whatever the decision needs: feature flags, the signed-in user, the environment.
/// A ``PluginListWithDefault`` holds plugins under keys and chooses among them.
///
/// ```swift
/// let cheerful = AnyPlugin<FlagValues, AnyGreetingBuilder>(
///   isEnabled: { $0[.greeting] == "cheerful" },
///   make: { AnyGreetingBuilder(GreetingBuilder(greeting: "Hi there")) })
/// ```
@MainActor
public struct AnyPlugin<State, Product>: Plugin {
  private let decide: @MainActor (State) -> Bool
  private let makeProduct: @MainActor () -> Product

  /// Makes a plugin from closures.
  /// - Parameters:
  ///   - isEnabled: Tells whether the plugin is available in a state.
  ///   - make: Makes the product.
  public init(
    isEnabled: @escaping @MainActor (State) -> Bool, make: @escaping @MainActor () -> Product
  ) {
    self.decide = isEnabled
    self.makeProduct = make
  }

  /// Makes a plugin that is always enabled.
  /// - Parameter make: Makes the product.
  public init(always make: @escaping @MainActor () -> Product) {
    self.init(isEnabled: { _ in true }, make: make)
  }

  /// Hides the concrete type of another plugin.
  /// - Parameter plugin: The plugin to wrap.
  init<Wrapped: Plugin>(_ plugin: Wrapped)
  where Wrapped.State == State, Wrapped.Product == Product {
    self.init(isEnabled: { plugin.isEnabled($0) }, make: { plugin.make() })
  }

  /// Tells whether the wrapped plugin is enabled in this state.
  /// - Parameter state: The current state.
  /// - Returns: `true` when the plugin should be used.
  public func isEnabled(_ state: State) -> Bool { decide(state) }

  /// Makes the wrapped plugin's product.
  /// - Returns: A new product.
  public func make() -> Product { makeProduct() }

  /// Makes the product when the plugin is enabled in this state.
  /// - Parameter state: The current state.
  /// - Returns: The product, or `nil` when the plugin is disabled.
  public func create(_ state: State) -> Product? {
    isEnabled(state) ? make() : nil
  }
}

/// A plugin made of two closures, or any plugin with its concrete type hidden.
///
/// Plugin lists store this type, so plugins of different concrete types can share a list.
///
/// ```swift
/// let onePage = AnyPlugin<FlagValues, OrderFormBuilder>(
///   isEnabled: { $0[.checkout] == "one-page" },
///   make: { AnyBuilder(OnePageOrderFormBuilder(dependencies: component)) })
/// let wrapped = AnyPlugin(OnePageOrderFormPlugin(component: component))  // a plugin type
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
  public init<Wrapped: Plugin>(_ plugin: Wrapped)
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
}

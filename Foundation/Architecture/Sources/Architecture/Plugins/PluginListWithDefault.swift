/// A plugin list that always has an answer: when no plugin is enabled, its default is used.
///
/// ```swift
/// let payments = PluginListWithDefault(
///   default: { AnyBuilder(CardPaymentBuilder(dependencies)) },
///   plugins: ["wallet": walletPlugin])
/// let builder = payments.chosen(flags)  // never nil
/// ```
@MainActor
public struct PluginListWithDefault<Key: Hashable, State, Product> {
  /// The keyed plugins considered before the default.
  public let list: PluginList<Key, State, Product>
  private let makeDefault: @MainActor () -> Product

  /// Makes a list with a default.
  /// - Parameters:
  ///   - makeDefault: Makes the product used when no plugin is enabled.
  ///   - plugins: The plugins and their keys. Keys must be unique.
  ///   - order: Returns the keys to consider for a state, first choice first.
  public init(
    default makeDefault: @escaping @MainActor () -> Product,
    plugins: KeyValuePairs<Key, AnyPlugin<State, Product>>,
    order: (@MainActor (State) -> [Key])? = nil
  ) {
    self.list = PluginList(plugins, order: order)
    self.makeDefault = makeDefault
  }

  /// The first enabled plugin's product, or the default.
  /// - Parameter state: The current state.
  /// - Returns: A product, never `nil`.
  public func chosen(_ state: State) -> Product {
    list.chosen(state) ?? makeDefault()
  }

  /// Every enabled plugin's product in order, followed by the default.
  /// - Parameter state: The current state.
  /// - Returns: At least one product; the first one is what ``chosen(_:)`` returns.
  public func allEnabled(_ state: State) -> [Product] {
    list.allEnabled(state) + [makeDefault()]
  }

  /// The product of the plugin under a key, when that plugin is enabled.
  /// - Parameters:
  ///   - key: The plugin's key.
  ///   - state: The current state.
  /// - Returns: The product, or `nil` when the key is unknown or the plugin disabled.
  public func create(key: Key, state: State) -> Product? {
    list.create(key: key, state: state)
  }
}

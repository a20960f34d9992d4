/// A plugin list that always has an answer: a keyed default is used when no plugin is enabled,
/// when a key names no plugin, or when the plugin it names is disabled.
///
/// The default's key is a choice like the others, so a debug menu can offer every key
/// (``keys``) and build the one picked (``create(key:state:)``).
///
/// Which plugin wins: the first enabled one in the order the state selects (first choice
/// first), then the default. This differs from Nodes, where `create(state:)` takes the *last*
/// enabled plugin in creation order and `createAll` puts the default first; here the order
/// function reads as a ranking, and ``allEnabled(_:)`` ends with the default, so its first
/// element is always what ``chosen(_:)`` returns.
///
/// Greetings, an A/B experiment on a `greeting` flag: the cheerful one for those the flag
/// enables, the plain one for everybody else:
/// ```swift
/// let greetings = PluginListWithDefault<String, FlagValues, AnyGreetingBuilder>(
///   defaultKey: "plain", default: { AnyGreetingBuilder(GreetingBuilder(greeting: "Hello")) },
///   plugins: ["cheerful": cheerful])
/// let chosen = greetings.chosen(flags)  // never nil: the default when no plugin is enabled
/// let forMenu = greetings.create(key: "plain", state: flags)  // any key, for a debug menu
/// ```
@MainActor
public struct PluginListWithDefault<Key: Hashable, State, Product> {
  /// The keyed plugins considered before the default.
  let list: PluginList<Key, State, Product>
  /// The default's key.
  public let defaultKey: Key
  private let makeDefault: @MainActor () -> Product

  /// Makes a list with a keyed default.
  /// - Parameters:
  ///   - defaultKey: The default's key; must differ from every plugin's key.
  ///   - makeDefault: Makes the product used when no plugin is chosen.
  ///   - plugins: The plugins and their keys. Keys must be unique.
  ///   - order: Returns the keys to consider for a state, first choice first; a key named again
  ///     is ignored after its first place, and the default's key is ignored (the default comes
  ///     last).
  public init(
    defaultKey: Key, default makeDefault: @escaping @MainActor () -> Product,
    plugins: KeyValuePairs<Key, AnyPlugin<State, Product>>,
    order: (@MainActor (State) -> [Key])? = nil
  ) {
    precondition(
      !plugins.contains { $0.key == defaultKey },
      "PluginListWithDefault: the default's key \(defaultKey) is also a plugin's key")
    self.list = PluginList(plugins, order: order)
    self.defaultKey = defaultKey
    self.makeDefault = makeDefault
  }

  /// Every choice: the default's key, then the plugins' keys in the order they were given.
  public var keys: [Key] { [defaultKey] + list.keys }

  /// The key of what ``chosen(_:)`` returns in this state.
  /// - Parameter state: The current state.
  /// - Returns: The first enabled plugin's key, or the default's.
  public func chosenKey(_ state: State) -> Key {
    list.chosenKey(state) ?? defaultKey
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

  /// The product of a key: the default for the default's key, the plugin's when it is enabled,
  /// and the default for an unknown key or a disabled plugin.
  /// - Parameters:
  ///   - key: The key picked, for example in a debug menu.
  ///   - state: The current state.
  /// - Returns: A product, never `nil`.
  public func create(key: Key, state: State) -> Product {
    guard key != defaultKey else { return makeDefault() }
    return list.create(key: key, state: state) ?? makeDefault()
  }
}

/// Keyed plugins in an order that may depend on state, for versions and A/B experiments: the
/// plugins a ``PluginListWithDefault`` considers before its default.
///
/// The order function returns the keys to consider, first choice first. With no order
/// function, plugins are considered in the order they were given. Keys the order leaves out are
/// not considered, so an experiment can hide a variant from one group. A key the order names
/// again is ignored after its first place, and one that names no plugin is ignored, so each
/// plugin makes at most one product per call. ``chosen(_:)`` takes the
/// first enabled plugin in that order (Nodes takes the last one in creation order; see
/// ``PluginListWithDefault``).
@MainActor
struct PluginList<Key: Hashable, State, Product> {
  private let entries: [(key: Key, plugin: AnyPlugin<State, Product>)]
  private let order: (@MainActor (State) -> [Key])?

  /// Makes a list.
  /// - Parameters:
  ///   - plugins: The plugins and their keys. Keys must be unique.
  ///   - order: Returns the keys to consider for a state, first choice first; `nil` keeps the
  ///     order of `plugins`. Keys named again, and keys of no plugin, are ignored.
  init(
    _ plugins: KeyValuePairs<Key, AnyPlugin<State, Product>>,
    order: (@MainActor (State) -> [Key])? = nil
  ) {
    var seen = Set<Key>()
    for (key, _) in plugins {
      precondition(seen.insert(key).inserted, "PluginList: the key \(key) is used twice")
    }
    self.entries = plugins.map { (key: $0.key, plugin: $0.value) }
    self.order = order
  }

  /// The keys of every plugin, in the order they were given.
  var keys: [Key] { entries.map(\.key) }

  /// The plugin stored under a key, enabled or not.
  /// - Parameter key: The plugin's key.
  /// - Returns: The plugin, or `nil` when no plugin has that key.
  func plugin(key: Key) -> AnyPlugin<State, Product>? {
    entries.first { $0.key == key }?.plugin
  }

  /// The keys to consider in this state, first choice first.
  /// - Parameter state: The current state.
  /// - Returns: Known keys in the order the state selects, each once, at its first place.
  func orderedKeys(_ state: State) -> [Key] {
    guard let order else { return keys }
    var seen = Set<Key>()
    return order(state).filter { plugin(key: $0) != nil && seen.insert($0).inserted }
  }

  /// The key of the first enabled plugin, in the order the state selects.
  /// - Parameter state: The current state.
  /// - Returns: The key, or `nil` when no plugin is enabled.
  func chosenKey(_ state: State) -> Key? {
    orderedKeys(state).first { plugin(key: $0)?.isEnabled(state) == true }
  }

  /// The first enabled plugin's product, in the order the state selects.
  /// - Parameter state: The current state.
  /// - Returns: The chosen product, or `nil` when no plugin is enabled.
  func chosen(_ state: State) -> Product? {
    for key in orderedKeys(state) {
      if let product = plugin(key: key)?.create(state) { return product }
    }
    return nil
  }

  /// The products of every enabled plugin, in the order the state selects.
  /// - Parameter state: The current state.
  /// - Returns: One product per enabled plugin.
  func allEnabled(_ state: State) -> [Product] {
    orderedKeys(state).compactMap { plugin(key: $0)?.create(state) }
  }

  /// The product of the plugin under a key, when that plugin is enabled.
  /// - Parameters:
  ///   - key: The plugin's key.
  ///   - state: The current state.
  /// - Returns: The product, or `nil` when the key is unknown or the plugin disabled.
  func create(key: Key, state: State) -> Product? {
    plugin(key: key)?.create(state)
  }
}

/// The resolved value of every registered flag, and which source set it.
///
/// Made by ``FlagRegistry/resolve(_:)``, so every value is valid. Plugins read it as their state.
///
/// ```swift
/// let isCheerful = flags[.greeting] == "cheerful"  // "plain" unless a source set it
/// ```
public struct FlagValues: Sendable, Equatable {
  private var values: [String: String]
  private var sources: [String: String]

  /// Every flag at its default value, as when no source sets anything.
  /// - Parameter definitions: The known flags.
  public init(defaults definitions: [FlagDefinition]) {
    values = Dictionary(uniqueKeysWithValues: definitions.map { ($0.name, $0.defaultValue) })
    sources = Dictionary(uniqueKeysWithValues: definitions.map { ($0.name, "default") })
  }

  mutating func set(_ assignment: FlagAssignment, from source: String) {
    values[assignment.name] = assignment.value
    sources[assignment.name] = source
  }

  /// The value of a flag; its default when the flag was not registered.
  /// - Parameter flag: The flag's definition.
  public subscript(_ flag: FlagDefinition) -> String {
    values[flag.name] ?? flag.defaultValue
  }

  /// Whether an on/off flag is on.
  /// - Parameter flag: A flag made with ``FlagDefinition/toggle(_:isOn:summary:)``.
  /// - Returns: `true` when its value is `on`.
  public func isOn(_ flag: FlagDefinition) -> Bool { self[flag] == "on" }

  /// The value of a flag by name.
  /// - Parameter name: The flag's name.
  /// - Returns: The value, or `nil` when no flag of that name is registered.
  public func value(named name: String) -> String? { values[name] }

  /// Which source set a flag: a source's name, or `default`.
  /// - Parameter name: The flag's name.
  /// - Returns: The source's name, or `nil` when no flag of that name is registered.
  public func source(named name: String) -> String? { sources[name] }

  /// Every registered flag's name, sorted.
  public var names: [String] { values.keys.sorted() }
}

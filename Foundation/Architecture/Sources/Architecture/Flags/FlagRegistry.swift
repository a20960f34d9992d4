/// The flags an app knows. Resolving sources against it turns unknown names and invalid values
/// into errors instead of silent defaults.
///
/// ```swift
/// let registry = FlagRegistry([.greeting])  // an app asks its launcher: every module's flags
/// let flags = try registry.resolve([  // lowest priority first
///   JSONFileFlagSource(path: flagsFile),
///   EnvironmentFlagSource(variable: "APP_FLAGS", environment: environment),
///   CommandLineFlagSource([assignment]),
/// ])
/// ```
public struct FlagRegistry: Sendable {
  /// Every known flag, in the order given.
  public let definitions: [FlagDefinition]

  /// Makes a registry.
  /// - Parameter definitions: The known flags; names must be unique.
  public init(_ definitions: [FlagDefinition]) {
    var seen = Set<String>()
    for definition in definitions {
      precondition(
        seen.insert(definition.name).inserted, "FlagRegistry: \(definition.name) is defined twice")
    }
    self.definitions = definitions
  }

  /// The definition of a flag.
  /// - Parameter name: The flag's name.
  /// - Returns: The definition, or `nil` for an unknown name.
  public func definition(named name: String) -> FlagDefinition? {
    definitions.first { $0.name == name }
  }

  /// Reads the sources in order, later ones overriding earlier ones, and checks every value.
  /// - Parameter sources: The sources, lowest priority first.
  /// - Returns: The value of every known flag.
  /// - Throws: ``FlagError`` naming the source and the flag at the first problem.
  public func resolve(_ sources: [any FlagSource]) throws(FlagError) -> FlagValues {
    var values = FlagValues(defaults: definitions)
    for source in sources {
      for assignment in try source.assignments() {
        try check(assignment, from: source.name)
        values.set(assignment, from: source.name)
      }
    }
    return values
  }

  private func check(_ assignment: FlagAssignment, from source: String) throws(FlagError) {
    guard let definition = definition(named: assignment.name) else {
      throw .unknownFlag(
        name: assignment.name, source: source, knownNames: definitions.map(\.name).sorted())
    }
    guard definition.allowedValues.contains(assignment.value) else {
      throw .invalidValue(
        name: assignment.name, value: assignment.value, source: source,
        allowedValues: definition.allowedValues)
    }
  }
}

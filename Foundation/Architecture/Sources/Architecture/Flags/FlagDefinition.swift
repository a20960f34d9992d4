/// One feature flag the app knows: its name, the values it accepts and its default.
///
/// ```swift
/// extension FlagDefinition {
///   static let greeting = FlagDefinition(
///     "greeting", allowedValues: ["plain", "cheerful"], defaultValue: "plain",
///     summary: "how the app greets: plain, or cheerful")
/// }
/// ```
public struct FlagDefinition: Sendable, Hashable {
  /// The name used in every flag source, for example `search`.
  public let name: String
  /// Every value the flag accepts.
  public let allowedValues: [String]
  /// The value used when no source sets the flag.
  public let defaultValue: String
  /// One line describing what the flag changes.
  public let summary: String

  /// Defines a flag.
  /// - Parameters:
  ///   - name: The name used in every flag source.
  ///   - allowedValues: Every value the flag accepts; must contain `defaultValue`.
  ///   - defaultValue: The value used when no source sets the flag.
  ///   - summary: One line describing what the flag changes.
  public init(_ name: String, allowedValues: [String], defaultValue: String, summary: String = "") {
    precondition(
      allowedValues.contains(defaultValue),
      "FlagDefinition \(name): the default \(defaultValue) is not an allowed value")
    self.name = name
    self.allowedValues = allowedValues
    self.defaultValue = defaultValue
    self.summary = summary
  }

  /// Defines an on/off flag, with the values `on` and `off`.
  /// - Parameters:
  ///   - name: The name used in every flag source.
  ///   - isOn: Whether the flag is on when no source sets it.
  ///   - summary: One line describing what the flag changes.
  /// - Returns: The definition.
  public static func toggle(_ name: String, isOn: Bool = false, summary: String = "")
    -> FlagDefinition
  {
    FlagDefinition(
      name, allowedValues: ["on", "off"], defaultValue: isOn ? "on" : "off", summary: summary)
  }
}

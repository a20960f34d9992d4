/// A place feature flags are read from: the command line, the environment, a file.
///
/// Sources are read in order by ``FlagRegistry/resolve(_:)``; a later source overrides an
/// earlier one.
public protocol FlagSource: Sendable {
  /// Names the source in error messages, for example `environment variable APP_FLAGS`.
  var name: String { get }

  /// Reads the source's assignments, in the order they appear.
  /// - Returns: The assignments, not yet checked against the registry.
  /// - Throws: ``FlagError`` when the source cannot be read or parsed.
  func assignments() throws(FlagError) -> [FlagAssignment]
}

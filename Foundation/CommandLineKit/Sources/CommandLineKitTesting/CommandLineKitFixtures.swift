import CommandLineKit

/// Ready-made values for tests that use the CommandLineKit package.
public enum CommandLineKitFixtures {
  /// A valid identifier.
  public static let sampleIdentifier = CommandLineKitIdentifier("sample")!
}

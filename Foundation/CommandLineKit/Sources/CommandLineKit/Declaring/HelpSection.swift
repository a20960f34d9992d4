/// A titled block the program adds to its overview help, such as the environment variables
/// it reads or its exit codes.
public struct HelpSection: Sendable, Equatable {
  /// The title, printed as is followed by a colon, for example `ENVIRONMENT`.
  public let title: String
  /// The lines under the title, printed as given with two spaces before each.
  public let lines: [String]

  /// Makes a section.
  /// - Parameters:
  ///   - title: The title, without the colon.
  ///   - lines: The lines, already wrapped as they should appear.
  public init(_ title: String, lines: [String]) {
    self.title = title
    self.lines = lines
  }
}

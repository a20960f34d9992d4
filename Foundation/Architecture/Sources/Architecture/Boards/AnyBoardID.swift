/// A board identifier with its types erased, for lists of boards such as a barrier's
/// exceptions.
///
/// ```swift
/// motherboard.requireEverywhere(.signedIn, except: [AnyBoardID(.signIn), AnyBoardID(.notes)])
/// ```
public struct AnyBoardID: Hashable, Sendable, CustomStringConvertible {
  /// The board's name.
  public let name: String

  /// Erases an identifier's types.
  /// - Parameter id: The identifier.
  public init<Input, Output, Command>(_ id: BoardID<Input, Output, Command>) {
    name = id.name
  }

  /// The name.
  public var description: String { name }
}

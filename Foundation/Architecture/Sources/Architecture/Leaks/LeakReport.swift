/// Objects of a detached flow that were still alive after the grace period.
public struct LeakReport: Sendable, Equatable, CustomStringConvertible {
  /// The detached flow's type name.
  public let flow: String
  /// The type names of the objects still alive: the flow, its context, its workers.
  public let leakedTypes: [String]

  /// Makes a report.
  /// - Parameters:
  ///   - flow: The detached flow's name.
  ///   - leakedTypes: The type names of the objects still alive.
  public init(flow: String, leakedTypes: [String]) {
    self.flow = flow
    self.leakedTypes = leakedTypes
  }

  /// A sentence naming the leaked types.
  public var description: String {
    "\(flow) was detached but these objects are still alive: "
      + leakedTypes.joined(separator: ", ")
  }
}

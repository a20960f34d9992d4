/// Objects of a detached flow that were still alive after the grace period.
public struct LeakReport: Sendable, Equatable, CustomStringConvertible {
  /// The detached flow's type name.
  public let flow: String
  /// The type names of the objects still alive: the flow, its context, its workers and the
  /// objects it watched.
  public let leakedTypes: [String]
  /// The flow it was detached from, if known.
  public let parent: String?
  /// Where it was detached, as `Module/File.swift:line`, if known.
  public let location: String?

  /// Makes a report.
  /// - Parameters:
  ///   - flow: The detached flow's name.
  ///   - leakedTypes: The type names of the objects still alive.
  ///   - parent: The flow it was detached from.
  ///   - location: Where it was detached.
  public init(flow: String, leakedTypes: [String], parent: String? = nil, location: String? = nil) {
    self.flow = flow
    self.leakedTypes = leakedTypes
    self.parent = parent
    self.location = location
  }

  /// A sentence naming the flow, where it was detached and the leaked types.
  public var description: String {
    var detached = "\(flow) was detached"
    if let parent { detached += " from \(parent)" }
    if let location { detached += " at \(location)" }
    return detached + " but these objects are still alive: "
      + leakedTypes.joined(separator: ", ")
  }
}

/// A misuse of the flow tree, reported instead of silently ignored.
///
/// Each case names the types involved. A ``FlowTree`` collects them; a flow outside any tree
/// prints them to standard error.
public enum FlowIssue: Sendable, Equatable, CustomStringConvertible {
  /// A flow that already has a parent, or is a tree's root, was attached again.
  case attachedTwice(flow: String, parent: String)
  /// A flow was attached to itself or to one of its descendants.
  case attachedToDescendant(flow: String, parent: String)
  /// A flow was attached to a parent that already ended.
  case attachedToEndedParent(flow: String, parent: String)
  /// A flow was detached from a parent it is not attached to.
  case detachedNonChild(flow: String, parent: String)
  /// A flow was ended although it never started.
  case endedBeforeStart(flow: String)
  /// A flow that ended was started again.
  case startedAfterEnd(flow: String)

  /// A sentence describing the misuse.
  public var description: String {
    switch self {
    case .attachedTwice(let flow, let parent):
      "\(flow) is already attached; attaching it to \(parent) again was ignored"
    case .attachedToDescendant(let flow, let parent):
      "\(flow) cannot be attached to \(parent), its own descendant"
    case .attachedToEndedParent(let flow, let parent):
      "\(flow) cannot be attached to \(parent), which already ended"
    case .detachedNonChild(let flow, let parent):
      "\(flow) is not a child of \(parent); detaching it was ignored"
    case .endedBeforeStart(let flow):
      "\(flow) was ended before it started"
    case .startedAfterEnd(let flow):
      "\(flow) was started after it ended; a flow cannot restart"
    }
  }
}

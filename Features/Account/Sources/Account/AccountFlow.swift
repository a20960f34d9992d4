import Architecture

/// The account feature's node in the flow tree, for one request. It has no children.
@MainActor
public final class AccountFlow: Flow {}

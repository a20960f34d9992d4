import Architecture

/// The order detail's node in the flow tree, a child of the orders flow. It has no children.
@MainActor
public final class OrderDetailFlow: Flow {}

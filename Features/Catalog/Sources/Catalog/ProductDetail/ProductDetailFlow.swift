import Architecture

/// The product detail's node in the flow tree, a child of the catalog's. It has no children.
@MainActor
public final class ProductDetailFlow: Flow {}

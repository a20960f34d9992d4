import Architecture

/// The cart feature's node in the flow tree. It has no children: the cart is one screen.
@MainActor
public final class CartFlow: Flow {}

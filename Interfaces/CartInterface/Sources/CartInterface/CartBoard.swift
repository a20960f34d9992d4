import Architecture
import CatalogInterface

/// What the cart board is activated with.
public enum CartRequest: Sendable, Equatable {
  /// Show the cart.
  case show
  /// Add units of a product, merging with its line.
  case add(SKU, quantity: Int)
  /// Set the quantity of a line.
  case setQuantity(SKU, quantity: Int)
  /// Remove a line.
  case remove(SKU)
}

/// What the cart board sends out.
public enum CartOutput: Sendable, Equatable {
  /// The customer asked to check the cart out; the app routes it to checkout.
  case checkOut
}

extension BoardID where Input == CartRequest, Output == CartOutput, Command == Never {
  /// Shows the cart and carries out requests on it, until the customer leaves it; fails with a
  /// ``CartError`` when a request is refused.
  public static var cart: Self { BoardID("cart") }
}

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

extension BoardID where Input == CartRequest, Output == Never, Command == Never {
  /// Shows and changes the cart; completes after each request, or fails with a ``CartError``.
  public static var cart: Self { BoardID("cart") }
}

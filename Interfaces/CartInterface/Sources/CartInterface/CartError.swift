import CatalogInterface
import Core

/// Why a cart operation was refused. The cart is unchanged.
public enum CartError: UserFacingError, Equatable {
  /// The catalog has no product with this SKU.
  case unknownSKU(SKU)
  /// The quantity is outside ``CartQuantity/allowed``, on its own or once merged into a line.
  case invalidQuantity(String)
  /// The cart holds no line with this SKU.
  case notInCart(SKU)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unknownSKU(let sku): "no product with SKU \(sku); try 'search <words>' to find one"
    case .invalidQuantity(let text):
      "quantity must be a whole number from \(CartQuantity.allowed.lowerBound) to "
        + "\(CartQuantity.allowed.upperBound), not \"\(text)\""
    case .notInCart(let sku): "\(sku) is not in the cart"
    }
  }
}

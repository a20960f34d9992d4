import CatalogInterface
import Core

/// Why a cart operation was refused. The cart is unchanged.
public enum CartError: UserFacingError, Equatable {
  /// The catalog has no product with this SKU.
  case unknownSKU(SKU)
  /// The quantity asked for is outside ``CartQuantity/allowed``.
  case invalidQuantity(String)
  /// The line would hold more than ``CartQuantity/allowed`` once the units are added.
  case lineFull(SKU, holding: Int, adding: Int)
  /// The cart holds no line with this SKU.
  case notInCart(SKU)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unknownSKU(let sku) where sku.code.isEmpty, .notInCart(let sku) where sku.code.isEmpty:
      "the SKU is empty; give a product's code, such as MUG-001, or try 'search <words>'"
    case .unknownSKU(let sku): "no product with SKU \(sku); try 'search <words>' to find one"
    case .invalidQuantity(let text):
      "quantity must be a whole number from \(CartQuantity.allowed.lowerBound) to "
        + "\(CartQuantity.allowed.upperBound), not \"\(text)\""
    case .lineFull(let sku, let holding, let adding):
      "cannot add \(adding) × \(sku): the cart holds \(holding) and a line holds at most"
        + " \(CartQuantity.allowed.upperBound)"
    case .notInCart(let sku): "\(sku) is not in the cart"
    }
  }
}

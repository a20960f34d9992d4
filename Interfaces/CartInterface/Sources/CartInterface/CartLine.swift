import CatalogInterface
import Core

/// One product in the cart, with the name and price it had when added.
public struct CartLine: Hashable, Codable, Sendable {
  /// The product's SKU.
  public let sku: SKU
  /// The product's name.
  public let name: String
  /// The price of one unit.
  public let unitPrice: Money
  /// How many units; at least 1.
  public var quantity: Int

  /// Creates a line for `quantity` units of `product`.
  public init(product: Product, quantity: Int) {
    self.init(sku: product.sku, name: product.name, unitPrice: product.price, quantity: quantity)
  }

  /// Creates a line from its parts.
  public init(sku: SKU, name: String, unitPrice: Money, quantity: Int) {
    self.sku = sku
    self.name = name
    self.unitPrice = unitPrice
    self.quantity = quantity
  }

  /// Decodes a line and checks its quantity is in ``CartQuantity/allowed`` and its price in
  /// `Money.allowedPrices`, so that its total cannot overflow.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    sku = try container.decode(SKU.self, forKey: .sku)
    name = try container.decode(String.self, forKey: .name)
    unitPrice = try container.decode(Money.self, forKey: .unitPrice)
    quantity = try container.decode(
      Int.self, forKey: .quantity, in: CartQuantity.allowed, "the quantity")
    guard Money.allowedPrices.contains(unitPrice.minorUnits) else {
      throw DecodingError.dataCorruptedError(
        forKey: .unitPrice, in: container,
        debugDescription:
          "the unit price must be \(Money.zero(unitPrice.currency)) to"
          + " \(Money(minorUnits: Money.allowedPrices.upperBound, currency: unitPrice.currency)),"
          + " not \(unitPrice)")
    }
  }

  /// The unit price times the quantity.
  public var total: Money { unitPrice.times(quantity) }

  private enum CodingKeys: String, CodingKey {
    case sku, name, unitPrice, quantity
  }
}

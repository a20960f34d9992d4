import CatalogInterface

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

  /// The unit price times the quantity.
  public var total: Money { unitPrice.times(quantity) }
}

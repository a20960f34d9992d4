/// Something the shop sells.
public struct Product: Hashable, Codable, Sendable, Identifiable {
  /// The stable identifier.
  public let sku: SKU
  /// The name shown to customers.
  public let name: String
  /// The unit price.
  public let price: Money
  /// The shelf the product sits on, for example `"Kitchen"`.
  public let category: String

  /// Creates a product.
  public init(sku: SKU, name: String, price: Money, category: String) {
    self.sku = sku
    self.name = name
    self.price = price
    self.category = category
  }

  /// The SKU.
  public var id: SKU { sku }
}

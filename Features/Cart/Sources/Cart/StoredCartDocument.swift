import CartInterface

/// The content of the `cart` document: the lines, and the key of the last checkout whose order
/// was taken out of them, so that taking it out again does nothing.
///
/// It is written as the cart's contents with one more field, `lastCheckout`, so documents
/// written before the field existed read as carts no checkout took from.
struct StoredCartDocument: Codable, Equatable {
  /// The lines, checked as ``CartInterface/CartContents`` checks them.
  var contents: CartContents
  /// The key of the last checkout ``StoredCart/removeOrdered(_:checkout:)`` was done for.
  var lastCheckout: String?

  init(contents: CartContents = CartContents(), lastCheckout: String? = nil) {
    self.contents = contents
    self.lastCheckout = lastCheckout
  }

  init(from decoder: any Decoder) throws {
    contents = try CartContents(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    lastCheckout = try container.decodeIfPresent(String.self, forKey: .lastCheckout)
  }

  func encode(to encoder: any Encoder) throws {
    try contents.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(lastCheckout, forKey: .lastCheckout)
  }

  private enum CodingKeys: String, CodingKey {
    case lastCheckout
  }
}

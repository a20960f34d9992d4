/// The output of checkout's shipping step: the reviewed cart and a valid shipping address.
public struct AddressedCart: Sendable, Equatable {
  /// The output of the review step.
  public let reviewed: ReviewedCart
  /// Where to ship.
  public let address: ShippingAddress

  /// Groups the result of the shipping step.
  /// - Parameters:
  ///   - reviewed: The output of the review step.
  ///   - address: Where to ship.
  public init(reviewed: ReviewedCart, address: ShippingAddress) {
    self.reviewed = reviewed
    self.address = address
  }
}

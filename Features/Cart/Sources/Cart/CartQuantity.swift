import CartInterface

/// The rule for how many units a cart line may hold.
public enum CartQuantity {
  /// The quantities a line may hold: from 1 to 999 units.
  public static let allowed = 1...999

  /// Checks that `quantity` is allowed.
  /// - Throws: ``CartError/invalidQuantity(_:)`` naming the quantity otherwise.
  public static func validate(_ quantity: Int) throws(CartError) {
    guard allowed.contains(quantity) else { throw .invalidQuantity("\(quantity)") }
  }
}

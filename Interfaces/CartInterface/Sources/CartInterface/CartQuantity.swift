import CatalogInterface

/// The rule for how many units a cart line may hold, from 1 to 999.
///
/// Every cart applies it through these functions, the stored cart and the fake alike, so the
/// two cannot disagree on the limit; the cart's contract checks it from the outside.
public enum CartQuantity {
  /// The quantities a line may hold: from 1 to 999 units.
  public static let allowed = 1...999

  /// Checks that a line may hold `quantity` units.
  /// - Parameter quantity: The units asked for.
  /// - Throws: ``CartError/invalidQuantity(_:)`` naming the quantity when it is not allowed.
  public static func validate(_ quantity: Int) throws(CartError) {
    guard allowed.contains(quantity) else { throw .invalidQuantity("\(quantity)") }
  }

  /// The quantity of a line that holds `existing` units after `added` more are added to it.
  /// - Parameters:
  ///   - existing: The units the line holds.
  ///   - added: The units added; checked first.
  ///   - sku: The line's product, for the message.
  /// - Returns: The sum.
  /// - Throws: ``CartError/invalidQuantity(_:)`` naming `added` when it is not allowed, or
  ///   ``CartError/lineFull(_:holding:adding:)`` when the line would hold more than allowed.
  public static func merging(_ existing: Int, adding added: Int, of sku: SKU) throws(CartError)
    -> Int
  {
    try validate(added)
    let (sum, overflow) = existing.addingReportingOverflow(added)
    guard !overflow, allowed.contains(sum) else {
      throw .lineFull(sku, holding: existing, adding: added)
    }
    return sum
  }
}

import CatalogInterface

/// Published on the cart's channel after every change, so distant features (the app's prompt, for
/// one) can show the cart without asking for it.
public struct CartChanged: Hashable, Sendable {
  /// The number of units in the cart after the change.
  public let itemCount: Int
  /// The cart's total after the change.
  public let total: Money

  /// Creates the event for `contents`.
  public init(_ contents: CartContents) {
    itemCount = contents.itemCount
    total = contents.total
  }
}

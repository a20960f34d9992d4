import CatalogInterface

/// Published on the cart's channel after every change, so distant features (the app's prompt, for
/// one) can show the cart without asking for it, and an open cart shows what changed without
/// reading again what was just written.
public struct CartChanged: Hashable, Sendable {
  /// The cart after the change.
  public let contents: CartContents

  /// Creates the event for `contents`.
  public init(_ contents: CartContents) {
    self.contents = contents
  }

  /// The number of units in the cart after the change.
  public var itemCount: Int { contents.itemCount }
  /// The cart's total after the change.
  public var total: Money { contents.total }
}

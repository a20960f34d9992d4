import Foundation

/// An order recorded before it is paid: its number is taken and its content fixed. Paid, it
/// becomes an ``Order`` with the same number; not paid, it is dropped
/// (``OrderHistory/dropPending(checkout:)``).
///
/// A pending order is what lets a checkout that was interrupted be finished or undone later:
/// the history holds it from before the payment until after it, under the key of the checkout
/// that recorded it.
public struct PendingOrder: Hashable, Codable, Sendable, Identifiable {
  /// The number the order will have.
  public let id: Int
  /// The key of the checkout that recorded it: the payment is asked for under the same key.
  public let checkout: String
  /// What the order will hold.
  public let draft: OrderDraft
  /// When it was recorded.
  public let recordedAt: Date

  /// Creates a pending order.
  public init(id: Int, checkout: String, draft: OrderDraft, recordedAt: Date) {
    self.id = id
    self.checkout = checkout
    self.draft = draft
    self.recordedAt = recordedAt
  }

  /// Decodes a pending order and checks its number is between ``Order/firstID`` and
  /// ``Order/lastID``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(
      Int.self, forKey: .id, in: Order.firstID...Order.lastID, "the order number")
    checkout = try container.decode(String.self, forKey: .checkout)
    draft = try container.decode(OrderDraft.self, forKey: .draft)
    recordedAt = try container.decode(Date.self, forKey: .recordedAt)
  }

  private enum CodingKeys: String, CodingKey {
    case id, checkout, draft, recordedAt
  }
}

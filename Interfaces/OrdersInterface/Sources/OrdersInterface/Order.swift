import CartInterface
import CatalogInterface
import Foundation
import PaymentsInterface

/// A placed order.
public struct Order: Hashable, Codable, Sendable, Identifiable {
  /// The number of a history's first order; each later order's is one more than the last.
  public static let firstID = 1001

  /// The order number: ``firstID`` for the first order of a history, then one more each time.
  public let id: Int
  /// When it was placed.
  public let placedAt: Date
  /// The content of the order.
  public let details: OrderDetails

  /// Creates an order.
  public init(id: Int, placedAt: Date, details: OrderDetails) {
    self.id = id
    self.placedAt = placedAt
    self.details = details
  }

  /// The sum of the lines.
  public var total: Money { details.total }
}

/// What an order holds, before it has a number: the lines, the customer, the address and the
/// payment.
public struct OrderDetails: Hashable, Codable, Sendable {
  /// The customer's email address.
  public let customer: String
  /// The lines as they were in the cart.
  public let lines: [CartLine]
  /// Where to ship.
  public let shippingAddress: String
  /// How it was paid.
  public let payment: PaymentReceipt

  /// Creates the details of an order.
  public init(customer: String, lines: [CartLine], shippingAddress: String, payment: PaymentReceipt)
  {
    self.customer = customer
    self.lines = lines
    self.shippingAddress = shippingAddress
    self.payment = payment
  }

  /// The sum of the line totals.
  public var total: Money { CartContents(lines: lines).total }
}

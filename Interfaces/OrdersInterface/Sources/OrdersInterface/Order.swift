import CartInterface
import CatalogInterface
import Core
import Foundation
import PaymentsInterface

/// A placed order.
public struct Order: Hashable, Codable, Sendable, Identifiable {
  /// The number of a history's first order; each later order's is one more than the last.
  public static let firstID = 1001
  /// The highest number an order may have; a history whose numbers are used up places no more.
  public static let lastID = 999_999_999

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

  /// Decodes an order and checks its number is between ``firstID`` and ``lastID``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(
      Int.self, forKey: .id, in: Self.firstID...Self.lastID, "the order number")
    placedAt = try container.decode(Date.self, forKey: .placedAt)
    details = try container.decode(OrderDetails.self, forKey: .details)
  }

  /// The sum of the lines.
  public var total: Money { details.total }

  private enum CodingKeys: String, CodingKey {
    case id, placedAt, details
  }
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

  /// The details of a draft once it is paid with `payment`.
  public init(_ draft: OrderDraft, payment: PaymentReceipt) {
    self.init(
      customer: draft.customer, lines: draft.lines, shippingAddress: draft.shippingAddress,
      payment: payment)
  }

  /// Decodes the details; the lines are checked as a cart's are, so that ``total`` never traps.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    customer = try container.decode(String.self, forKey: .customer)
    lines = try container.decode(CartContents.self, forKey: .lines, from: decoder).lines
    shippingAddress = try container.decode(String.self, forKey: .shippingAddress)
    payment = try container.decode(PaymentReceipt.self, forKey: .payment)
  }

  /// The sum of the line totals.
  public var total: Money { CartContents(lines: lines).total }

  private enum CodingKeys: String, CodingKey {
    case customer, lines, shippingAddress, payment
  }
}

/// What an order will hold once it is paid: who buys what, and where it goes.
public struct OrderDraft: Hashable, Codable, Sendable {
  /// The customer's email address.
  public let customer: String
  /// The lines as they were in the cart.
  public let lines: [CartLine]
  /// Where to ship.
  public let shippingAddress: String

  /// Creates a draft.
  public init(customer: String, lines: [CartLine], shippingAddress: String) {
    self.customer = customer
    self.lines = lines
    self.shippingAddress = shippingAddress
  }

  /// Decodes the draft; the lines are checked as a cart's are.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    customer = try container.decode(String.self, forKey: .customer)
    lines = try container.decode(CartContents.self, forKey: .lines, from: decoder).lines
    shippingAddress = try container.decode(String.self, forKey: .shippingAddress)
  }

  /// The sum of the line totals: what the order costs.
  public var total: Money { CartContents(lines: lines).total }

  private enum CodingKeys: String, CodingKey {
    case customer, lines, shippingAddress
  }
}

extension KeyedDecodingContainer {
  /// Decodes an array of lines under `key` with the cart's checks: each line in range, one
  /// currency, a total within bounds.
  fileprivate func decode(_ type: CartContents.Type, forKey key: Key, from decoder: any Decoder)
    throws -> CartContents
  {
    let lines = try decode([CartLine].self, forKey: key)
    do {
      _ = try CartContents.checkedTotal(of: lines)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "the lines cannot be summed: \(error)")
    }
    return CartContents(lines: lines)
  }
}

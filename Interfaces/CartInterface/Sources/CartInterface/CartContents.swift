import CatalogInterface
import Core

/// What is in the cart: its lines in the order they were first added.
public struct CartContents: Hashable, Codable, Sendable {
  /// The lines, oldest first.
  public var lines: [CartLine]

  /// Creates contents with `lines`.
  public init(lines: [CartLine] = []) {
    self.lines = lines
  }

  /// Decodes the lines, each checked (``CartLine/init(from:)``), and checks that they share one
  /// currency and that their total is within `Money.maximumAmount`, so ``total`` never traps.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    lines = try container.decode([CartLine].self, forKey: .lines)
    do {
      _ = try Self.checkedTotal(of: lines)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .lines, in: container, debugDescription: "the lines cannot be summed: \(error)")
    }
  }

  /// Whether the cart holds nothing.
  public var isEmpty: Bool { lines.isEmpty }

  /// The number of units across all lines.
  public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

  /// The sum of the line totals, in the lines' currency (USD for an empty cart).
  public var total: Money {
    lines.map(\.total).reduce(.zero(lines.first?.unitPrice.currency ?? "USD"), +)
  }

  /// The sum of `lines`' totals, checked.
  /// - Throws: `MoneyError` when the lines are in different currencies or the sum is too large.
  public static func checkedTotal(of lines: [CartLine]) throws(MoneyError) -> Money {
    var totals: [Money] = []
    for line in lines { totals.append(try line.unitPrice.multiplied(by: line.quantity)) }
    return try Money.sum(totals, currency: lines.first?.unitPrice.currency ?? "USD")
  }

  private enum CodingKeys: String, CodingKey {
    case lines
  }
}

extension CartContents {
  /// These contents without what an order holds: each line loses the ordered quantity of its
  /// SKU, and a line left with none is removed; SKUs the order does not hold are untouched.
  /// Every cart applies ``CartService/removeOrdered(_:checkout:)`` through it.
  /// - Parameter ordered: The order's lines.
  /// - Returns: The remaining contents, in their order.
  public func removingOrdered(_ ordered: [CartLine]) -> CartContents {
    var taken: [SKU: Int] = [:]
    for line in ordered { taken[line.sku, default: 0] += line.quantity }
    let remaining = lines.compactMap { line -> CartLine? in
      var left = line
      left.quantity = line.quantity - min(line.quantity, taken[line.sku] ?? 0)
      return left.quantity > 0 ? left : nil
    }
    return CartContents(lines: remaining)
  }
}

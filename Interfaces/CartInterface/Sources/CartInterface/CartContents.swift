import CatalogInterface

/// What is in the cart: its lines in the order they were first added.
public struct CartContents: Hashable, Codable, Sendable {
  /// The lines, oldest first.
  public var lines: [CartLine]

  /// Creates contents with `lines`.
  public init(lines: [CartLine] = []) {
    self.lines = lines
  }

  /// Whether the cart holds nothing.
  public var isEmpty: Bool { lines.isEmpty }

  /// The number of units across all lines.
  public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

  /// The sum of the line totals, in the lines' currency (USD for an empty cart).
  public var total: Money {
    lines.map(\.total).reduce(.zero(lines.first?.unitPrice.currency ?? "USD"), +)
  }
}

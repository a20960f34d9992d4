import CartInterface
import CatalogInterface
import CatalogInterfaceTesting
import Core
import CoreTesting
import Orders
import OrdersInterface
import PaymentsInterface

/// Order details with known contents, built from the stub catalog's sample products, and stored
/// histories for tests of the history's rules and storage.
public enum OrdersFixtures {
  /// Stoneware Mug, $12.50.
  public static let mug = StubCatalog.sampleProducts[0]
  /// Green Tea Tin, $8.99.
  public static let tea = StubCatalog.sampleProducts[1]
  /// Desk Lamp, $34.00.
  public static let lamp = StubCatalog.sampleProducts[2]

  /// Two mugs and a tin of tea ($33.99) for ada@example.com, shipped to Leith, paid by card.
  public static let mugsAndTea = details(
    lines: [CartLine(product: mug, quantity: 2), CartLine(product: tea, quantity: 1)],
    address: "12 Harbour Road, Leith",
    payment: PaymentReceipt(
      reference: "CARD-4242-1768471200", method: "card ending 4242",
      amount: Money(minorUnits: 3399, currency: "USD")))

  /// One desk lamp ($34.00) for ada@example.com, shipped to Oslo, paid by invoice.
  public static let oneLamp = details(
    lines: [CartLine(product: lamp, quantity: 1)],
    address: "Karl Johans gate 1, Oslo",
    payment: PaymentReceipt(
      reference: "INV-1768474800", method: "invoice to ada@example.com",
      amount: Money(minorUnits: 3400, currency: "USD")))

  /// Three tins of tea ($26.97) for grace@example.com, shipped to Arlington, paid by card.
  public static let teaForGrace = details(
    lines: [CartLine(product: tea, quantity: 3)], customer: "grace@example.com",
    address: "1 Navy Yard, Arlington",
    payment: PaymentReceipt(
      reference: "CARD-1881-1768644000", method: "card ending 1881",
      amount: Money(minorUnits: 2697, currency: "USD")))

  /// Details for `lines`, from `customer`, shipped to `address`, paid with `payment`.
  public static func details(
    lines: [CartLine], customer: String = "ada@example.com", address: String,
    payment: PaymentReceipt
  ) -> OrderDetails {
    OrderDetails(customer: customer, lines: lines, shippingAddress: address, payment: payment)
  }

  /// A stored history with a fresh spy logger, for tests of the history's rules and storage;
  /// it can be made on any thread.
  /// - Parameters:
  ///   - storage: Where the history is kept; fresh in-memory storage by default.
  ///   - clock: Dates the orders; a fresh fixed clock by default.
  /// - Returns: The history.
  public static func storedHistory(
    storage: any DocumentStorage = InMemoryStorage(), clock: any WallClock = FixedClock()
  ) -> StoredOrderHistory {
    StoredOrderHistory(storage: storage, clock: clock, logger: SpyLogger())
  }
}

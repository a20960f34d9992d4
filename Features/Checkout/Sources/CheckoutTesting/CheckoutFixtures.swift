import CartInterface
import CartInterfaceTesting
import CatalogInterface
import CheckoutInterface
import PaymentsInterface

/// Known products, a cart of two of them, an address and a card, for checkout's tests and example.
public enum CheckoutFixtures {
  /// The email address of the customer signed in by default.
  public static let customerEmail = "ada@example.com"

  /// A tea pot at $24.00.
  public static let teapot = product("TEA-POT", "Cast Iron Teapot", 2400, "Kitchen")
  /// A mug at $8.50.
  public static let mug = product("MUG-001", "Stoneware Mug", 850, "Kitchen")
  /// A notebook at $6.25, known to the cart but not in it.
  public static let notebook = product("NOTE-01", "Dotted Notebook", 625, "Office")

  /// Every product the fixture cart knows.
  public static let products = [teapot, mug, notebook]

  /// One teapot and two mugs: 3 items, $41.00.
  public static let lines = [
    CartLine(product: teapot, quantity: 1),
    CartLine(product: mug, quantity: 2),
  ]

  /// A valid shipping address.
  public static let address = "12 Harbour Road, Bristol BS1 4RN"

  /// A card that the fake payment board accepts (it checks nothing).
  public static let card = PaymentInstrument.card(
    CardDetails(number: "4242 4242 4242 4242", expiryMonth: 12, expiryYear: 2030))

  /// A request to ship to ``address`` and pay with ``card``.
  public static let request = CheckoutRequest(shippingAddress: address, payment: card)

  /// A cart that knows ``products`` and holds `lines`, by default the two fixture lines.
  /// - Parameter lines: What the cart holds.
  /// - Returns: A fresh in-memory cart.
  public static func makeCart(lines: [CartLine] = CheckoutFixtures.lines) -> FakeCart {
    FakeCart(products: products, lines: lines)
  }

  private static func product(_ sku: String, _ name: String, _ cents: Int, _ category: String)
    -> Product
  {
    Product(
      sku: SKU(sku), name: name, price: Money(minorUnits: cents, currency: "USD"),
      category: category)
  }
}

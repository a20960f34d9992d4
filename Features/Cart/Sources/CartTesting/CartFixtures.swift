import Architecture
import Cart
import CartInterface
import CatalogInterface
import CatalogInterfaceTesting
import Core
import CoreTesting

/// Known products for cart tests and the example: the stub catalog's sample products.
public enum CartFixtures {
  /// A catalog of the three sample products.
  public static let catalog = StubCatalog()

  /// Stoneware Mug, $12.50.
  public static let mug = StubCatalog.sampleProducts[0]
  /// Green Tea Tin, $8.99.
  public static let tea = StubCatalog.sampleProducts[1]
  /// Desk Lamp, $34.00.
  public static let lamp = StubCatalog.sampleProducts[2]

  /// A SKU the catalog does not know.
  public static let unknownSKU: SKU = "NOPE-404"

  /// A stored cart over the fixture catalog, for tests of the cart's rules and storage.
  /// - Parameters:
  ///   - storage: Where the cart is kept; fresh in-memory storage by default.
  ///   - changes: Where changes are announced.
  /// - Returns: The cart.
  public static func storedCart(
    storage: any DocumentStorage = InMemoryStorage(), changes: Channel<CartChanged> = Channel()
  ) -> StoredCart {
    StoredCart(storage: storage, productLookup: catalog, changes: changes, logger: SpyLogger())
  }
}

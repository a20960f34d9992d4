import Architecture
import CartInterface
import CatalogInterface
import Core

/// The cart, kept as the document `cart` in a document storage.
///
/// The app makes one and shares it: the cart feature shows and changes it, checkout reads and
/// empties it. It holds only what it uses, never a dependency solver, so it keeps nothing else
/// alive. Every change is a read-modify-write inside `storage.update`, which holds the document's
/// exclusive lock, so carts in several processes over the same data directory never lose each
/// other's changes. A refused change (``CartError``) or a storage error leaves the document as it
/// was and publishes nothing; every successful change publishes ``CartChanged``.
public final class StoredCart: CartService {
  /// The name of the cart's document in storage.
  public static let documentKey = "cart"
  /// The schema version of the cart's document.
  public static let schemaVersion = 1

  private let storage: any DocumentStorage
  private let productLookup: any ProductLookup
  private let changes: Channel<CartChanged>
  private let logger: any Logger

  /// Creates a cart over a storage.
  /// - Parameters:
  ///   - storage: Where the `cart` document is kept.
  ///   - productLookup: Finds the product of a SKU, to refuse unknown SKUs and price new lines.
  ///   - changes: Where every successful change is announced; the app's prompt listens.
  ///   - logger: Where changes are logged, at debug level.
  public init(
    storage: any DocumentStorage, productLookup: any ProductLookup,
    changes: Channel<CartChanged>, logger: any Logger
  ) {
    self.storage = storage
    self.productLookup = productLookup
    self.changes = changes
    self.logger = logger
  }

  /// The stored contents, or an empty cart if nothing was stored yet.
  /// - Throws: ``StorageError`` if the document cannot be read.
  public func contents() throws -> CartContents {
    try storage.load(
      StoredCartDocument.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion)?
      .contents ?? CartContents()
  }

  /// Adds units of a product, merging with its line if there is one.
  /// - Throws: ``CartError`` for an unknown SKU, a quantity outside 1...999 or a merged line
  ///   above 999; ``StorageError`` if the document cannot be read or written.
  @discardableResult
  public func add(_ sku: SKU, quantity: Int) throws -> CartContents {
    try CartQuantity.validate(quantity)
    guard let product = productLookup.product(for: sku) else {
      throw CartError.unknownSKU(sku)
    }
    return try change("added \(quantity) × \(sku)") { contents in
      if let index = contents.lines.firstIndex(where: { $0.sku == product.sku }) {
        contents.lines[index].quantity = try CartQuantity.merging(
          contents.lines[index].quantity, adding: quantity, of: product.sku)
      } else {
        contents.lines.append(CartLine(product: product, quantity: quantity))
      }
    }
  }

  /// Sets the quantity of the line for `sku`.
  /// - Throws: ``CartError`` for a quantity outside 1...999 or a SKU not in the cart;
  ///   ``StorageError`` if the document cannot be read or written.
  @discardableResult
  public func setQuantity(_ quantity: Int, for sku: SKU) throws -> CartContents {
    try CartQuantity.validate(quantity)
    return try change("set \(sku) to \(quantity)") { contents in
      guard let index = contents.lines.firstIndex(where: { $0.sku == sku }) else {
        throw CartError.notInCart(sku)
      }
      contents.lines[index].quantity = quantity
    }
  }

  /// Removes the line for `sku`.
  /// - Throws: ``CartError/notInCart(_:)`` if there is no such line; ``StorageError`` if the
  ///   document cannot be read or written.
  @discardableResult
  public func remove(_ sku: SKU) throws -> CartContents {
    try change("removed \(sku)") { contents in
      guard contents.lines.contains(where: { $0.sku == sku }) else {
        throw CartError.notInCart(sku)
      }
      contents.lines.removeAll { $0.sku == sku }
    }
  }

  /// Empties the cart.
  /// - Throws: ``StorageError`` if the document cannot be read or written.
  public func clear() throws {
    try change("cleared") { contents in contents.lines.removeAll() }
  }

  /// Takes an order's lines out, once per checkout key: the document keeps the last key.
  /// - Throws: ``StorageError`` if the document cannot be read or written.
  @discardableResult
  public func removeOrdered(_ lines: [CartLine], checkout: String) throws -> CartContents {
    try changeDocument("took out what checkout \(checkout) ordered") { document in
      guard document.lastCheckout != checkout else { return }
      document.contents = document.contents.removingOrdered(lines)
      document.lastCheckout = checkout
    }
  }

  /// Applies `edit` under the document's lock, then logs and publishes the new contents.
  @discardableResult
  private func change(
    _ summary: String, _ edit: (inout CartContents) throws -> Void
  ) throws -> CartContents {
    try changeDocument(summary) { document in try edit(&document.contents) }
  }

  /// Applies `edit` to the whole document under its lock, then logs and publishes.
  @discardableResult
  private func changeDocument(
    _ summary: String, _ edit: (inout StoredCartDocument) throws -> Void
  ) throws -> CartContents {
    let updated = try storage.update(
      StoredCartDocument.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion,
      initial: StoredCartDocument()
    ) { document in
      try edit(&document)
      return document.contents
    }
    logger.log(.debug, "\(summary); \(updated.itemCount) items", source: "Cart")
    changes.send(CartChanged(updated))
    return updated
  }
}

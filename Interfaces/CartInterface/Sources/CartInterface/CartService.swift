import CatalogInterface

/// The cart, as other features see it: lines of products, each of 1 to 999 units
/// (``CartQuantity``), in the order they were first added.
///
/// Every change either applies whole and returns the new contents, which ``contents()`` then
/// returns too, or is refused with an error and changes nothing. A cart kept in storage, as the
/// app's is, holds the same contents in every instance over that storage, in this process or
/// another.
public protocol CartService: Sendable {
  /// The contents as the last change left them: empty before the first add and after a clear.
  /// - Throws: An error if the cart cannot be read.
  func contents() throws -> CartContents

  /// Adds `quantity` units of the product `sku`. A SKU the cart holds grows its line, which
  /// keeps its place, name and price; another gets a new last line with the product's name and
  /// price from the catalog.
  /// - Returns: The contents after the change.
  /// - Throws: ``CartError/invalidQuantity(_:)`` naming `quantity` when it is outside
  ///   ``CartQuantity/allowed`` (checked first), ``CartError/unknownSKU(_:)`` when the catalog
  ///   has no such product, ``CartError/invalidQuantity(_:)`` naming the merged quantity when
  ///   the line would hold more than allowed, or an error if the cart cannot be read or written.
  ///   Nothing changes then.
  @discardableResult
  func add(_ sku: SKU, quantity: Int) throws -> CartContents

  /// Sets the quantity of the line for `sku`, which keeps its place.
  /// - Returns: The contents after the change.
  /// - Throws: ``CartError/invalidQuantity(_:)`` when `quantity` is outside
  ///   ``CartQuantity/allowed`` (checked first), ``CartError/notInCart(_:)`` when the cart has no
  ///   line for `sku`, or an error if the cart cannot be read or written. Nothing changes then.
  @discardableResult
  func setQuantity(_ quantity: Int, for sku: SKU) throws -> CartContents

  /// Removes the line for `sku`; the other lines keep their order.
  /// - Returns: The contents after the change.
  /// - Throws: ``CartError/notInCart(_:)`` if there is no such line, or an error if the cart
  ///   cannot be read or written. Nothing changes then.
  @discardableResult
  func remove(_ sku: SKU) throws -> CartContents

  /// Empties the cart; an empty cart stays empty.
  /// - Throws: An error if the cart cannot be written.
  func clear() throws

  /// Takes what an order took out of the cart, once per checkout: each line loses the ordered
  /// quantity of its SKU, and a line left with none is removed. What was added since the order
  /// was reviewed stays: a new line, or units added to an ordered line.
  ///
  /// The cart remembers the key of the last checkout it did this for, and does nothing when
  /// asked again with that key, so a checkout completed after an interruption never takes its
  /// lines twice. A SKU the cart no longer holds is skipped.
  /// - Parameters:
  ///   - lines: The lines the order holds.
  ///   - checkout: The key of the checkout that placed the order.
  /// - Returns: The contents after the change.
  /// - Throws: An error if the cart cannot be read or written; nothing changes then.
  @discardableResult
  func removeOrdered(_ lines: [CartLine], checkout: String) throws -> CartContents
}

import CatalogInterface

/// The cart, as other features see it.
public protocol CartService: Sendable {
  /// The current contents.
  /// - Throws: An error if the cart cannot be read.
  func contents() throws -> CartContents

  /// Adds `quantity` units of the product `sku`, merging with an existing line.
  /// - Returns: The contents after the change.
  /// - Throws: ``CartError`` for an unknown SKU or a quantity below 1.
  @discardableResult
  func add(_ sku: SKU, quantity: Int) throws -> CartContents

  /// Sets the quantity of the line for `sku`.
  /// - Returns: The contents after the change.
  /// - Throws: ``CartError`` if the line does not exist or the quantity is below 1.
  @discardableResult
  func setQuantity(_ quantity: Int, for sku: SKU) throws -> CartContents

  /// Removes the line for `sku`.
  /// - Returns: The contents after the change.
  /// - Throws: ``CartError/notInCart(_:)`` if there is no such line.
  @discardableResult
  func remove(_ sku: SKU) throws -> CartContents

  /// Empties the cart, for example after an order was placed.
  /// - Throws: An error if the cart cannot be written.
  func clear() throws
}

import CartInterface
import CatalogInterface
import Synchronization

/// A cart held in memory over a fixed list of products, for the tests and examples of features
/// that use the cart (Checkout). It keeps every rule of ``CartServiceContract/rules``, the
/// quantity limit through ``CartQuantity`` as the stored cart does.
///
/// It does not model what a stored cart adds: its lines live as long as it does and no other
/// instance sees them, it never fails to read or write, and it announces no changes.
public final class FakeCart: CartService {
  private let products: [SKU: Product]
  private let state: Mutex<CartContents>
  private let lastCheckout = Mutex<String?>(nil)

  /// Creates a cart that knows `products` and holds `lines`.
  /// - Parameters:
  ///   - products: The catalog; a repeated SKU keeps its first product.
  ///   - lines: The lines it starts with, taken as they are.
  public init(products: [Product], lines: [CartLine] = []) {
    self.products = Dictionary(products.map { ($0.sku, $0) }, uniquingKeysWith: { a, _ in a })
    state = Mutex(CartContents(lines: lines))
  }

  /// The current contents.
  public func contents() throws -> CartContents { state.withLock { $0 } }

  /// Adds units of a known product, merging with its line.
  public func add(_ sku: SKU, quantity: Int) throws -> CartContents {
    try CartQuantity.validate(quantity)
    guard let product = products[sku] else { throw CartError.unknownSKU(sku) }
    return try state.withLock { contents in
      if let index = contents.lines.firstIndex(where: { $0.sku == sku }) {
        contents.lines[index].quantity = try CartQuantity.merging(
          contents.lines[index].quantity, adding: quantity, of: sku)
      } else {
        contents.lines.append(CartLine(product: product, quantity: quantity))
      }
      return contents
    }
  }

  /// Sets a line's quantity.
  public func setQuantity(_ quantity: Int, for sku: SKU) throws -> CartContents {
    try CartQuantity.validate(quantity)
    return try state.withLock { contents in
      guard let index = contents.lines.firstIndex(where: { $0.sku == sku }) else {
        throw CartError.notInCart(sku)
      }
      contents.lines[index].quantity = quantity
      return contents
    }
  }

  /// Removes a line.
  public func remove(_ sku: SKU) throws -> CartContents {
    try state.withLock { contents in
      guard contents.lines.contains(where: { $0.sku == sku }) else {
        throw CartError.notInCart(sku)
      }
      contents.lines.removeAll { $0.sku == sku }
      return contents
    }
  }

  /// Empties the cart.
  public func clear() throws { state.withLock { $0 = CartContents() } }

  /// Takes the ordered quantities out, once per checkout key.
  public func removeOrdered(_ lines: [CartLine], checkout: String) throws -> CartContents {
    state.withLock { contents in
      lastCheckout.withLock { last in
        guard last != checkout else { return }
        last = checkout
        contents = contents.removingOrdered(lines)
      }
      return contents
    }
  }
}

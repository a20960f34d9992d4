import CartInterface
import CatalogInterface
import Synchronization

/// A cart held in memory over a fixed list of products, for the tests and examples of features
/// that use the cart (Checkout). It applies the same rules as the real cart.
public final class FakeCart: CartService {
  private let products: [SKU: Product]
  private let state: Mutex<CartContents>

  /// Creates a cart that knows `products` and holds `lines`.
  public init(products: [Product], lines: [CartLine] = []) {
    self.products = Dictionary(products.map { ($0.sku, $0) }, uniquingKeysWith: { a, _ in a })
    state = Mutex(CartContents(lines: lines))
  }

  /// The current contents.
  public func contents() throws -> CartContents { state.withLock { $0 } }

  /// Adds units of a known product.
  public func add(_ sku: SKU, quantity: Int) throws -> CartContents {
    guard quantity >= 1 else { throw CartError.invalidQuantity("\(quantity)") }
    guard let product = products[sku] else { throw CartError.unknownSKU(sku) }
    return state.withLock { contents in
      if let index = contents.lines.firstIndex(where: { $0.sku == sku }) {
        contents.lines[index].quantity += quantity
      } else {
        contents.lines.append(CartLine(product: product, quantity: quantity))
      }
      return contents
    }
  }

  /// Sets a line's quantity.
  public func setQuantity(_ quantity: Int, for sku: SKU) throws -> CartContents {
    guard quantity >= 1 else { throw CartError.invalidQuantity("\(quantity)") }
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
}

import Architecture
import CartInterface
import CatalogInterface
import Core

/// What the cart feature needs from its parent.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestCartDependencies` from `CartTesting`.
public protocol CartDependencies: BaseDependencies {
  /// Finds the product of a SKU, to refuse unknown SKUs and to price new lines.
  var productLookup: any ProductLookup { get }
  /// Where the cart publishes ``CartChanged`` after every successful change. The parent
  /// creates the channel and subscribes to it, for example to show the item count.
  var cartChanges: Channel<CartChanged> { get }
}

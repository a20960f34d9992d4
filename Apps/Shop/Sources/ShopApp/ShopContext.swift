import Architecture
import CartInterface

/// The root flow's logic: while active, it listens to the cart's channel so the prompt can show
/// how many items are in the cart. The cart is a distant feature; nothing polls it.
final class ShopContext: Context {
  private let cartChanges: Channel<CartChanged>
  private var subscription: Subscription?
  /// The number of items in the cart, as last announced on the channel.
  private(set) var cartItemCount: Int

  /// Creates the context with the cart's current count and the channel that announces changes.
  init(cartChanges: Channel<CartChanged>, initialItemCount: Int) {
    self.cartChanges = cartChanges
    cartItemCount = initialItemCount
  }

  func activate() {
    subscription = cartChanges.subscribeOnMainActor(self) { context, event in
      context.cartItemCount = event.itemCount
    }
  }

  func deactivate() {
    subscription?.cancel()
    subscription = nil
  }
}

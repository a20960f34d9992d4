import Architecture
import CartInterface

/// The root flow's logic: while active, it keeps the number of items in the cart from the cart's
/// channel, so the prompt can show it without asking the cart.
@MainActor
final class ShopContext: AbstractContext {
  private let cartChanges: Channel<CartChanged>
  /// The number of items in the cart, as last announced.
  private(set) var cartItemCount: Int

  init(cartChanges: Channel<CartChanged>, initialItemCount: Int) {
    self.cartChanges = cartChanges
    cartItemCount = initialItemCount
  }

  override func didActivate() {
    cartChanges.subscribeOnMainActor(self) { context, event in
      context.cartItemCount = event.itemCount
    }
    .store(in: cancellables)
  }
}

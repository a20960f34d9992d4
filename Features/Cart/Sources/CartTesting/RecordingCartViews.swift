import Architecture
import ArchitectureTesting
import Cart

/// The cart's view for tests: made as a `SpyView`, kept weakly, so a test plays the customer
/// through the receiver the cart gave its view and reads the presentation.
///
/// ```swift
/// let views = RecordingCartViews()
/// // ... the cart board runs with TestCartDependencies(views: views) ...
/// views.cart?.receiver?.didRemove("MUG-001")
/// #expect(views.cart?.presentation.viewState.summary == "The cart is empty.")
/// ```
@MainActor
public final class RecordingCartViews: CartViewFactory {
  /// The last cart view made, while its feature runs.
  public private(set) weak var cart: SpyView<CartViewState, any CartViewReceiver>?

  /// A factory that has made nothing yet.
  public init() {}

  /// Makes and keeps a cart view.
  public func makeCartView(
    _ presentation: Presentation<CartViewState>, receiver: any CartViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("CartView", presentation: presentation, receiver: receiver)
    cart = view
    return view
  }
}

import Architecture
import Cart
import TerminalUI

/// The cart's screen, for an app that runs full screen in the terminal: what the app hands the
/// cart as its view factory then.
public struct CartScreens: CartViewFactory {
  private let window: any NavigationControllable

  /// The screens of a window.
  /// - Parameter window: The app's window, where the cart asks its questions.
  public init(window: any NavigationControllable) {
    self.window = window
  }

  /// A ``CartScreen``.
  public func makeCartView(
    _ presentation: Presentation<CartViewState>, receiver: any CartViewReceiver
  ) -> any ViewControllable {
    CartScreen(presentation: presentation, receiver: receiver, window: window)
  }
}

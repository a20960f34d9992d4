import Architecture
import Cart
import TerminalUI

/// The cart's screen, for an app that runs full screen in the terminal: what the app hands the
/// cart as its view factory then.
public struct CartScreenFactory: CartViewFactory {
  private let navigation: any NavigationControllable

  /// The screens, presented on a navigation: a screen stack, or the app's shell.
  /// - Parameter navigation: Where the screens present (the app's shell), and where
  ///   the cart asks its questions.
  public init(navigation: any NavigationControllable) {
    self.navigation = navigation
  }

  /// A ``CartScreen``.
  public func makeCartView(
    _ presentation: Presentation<CartViewState>, receiver: any CartViewReceiver
  ) -> any ViewControllable {
    CartScreen(presentation: presentation, receiver: receiver, navigation: navigation)
  }
}

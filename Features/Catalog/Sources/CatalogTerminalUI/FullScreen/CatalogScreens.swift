import Architecture
import Catalog
import TerminalUI

/// The catalog's screens, for an app that runs full screen in the terminal: what the app hands
/// the catalog as its view factory then.
public struct CatalogScreens: CatalogViewFactory {
  private let window: any NavigationControllable

  /// The screens of a window.
  /// - Parameter window: The app's window, where the product detail asks its question.
  public init(window: any NavigationControllable) {
    self.window = window
  }

  /// A ``CatalogScreen``.
  public func makeCatalogView(
    _ presentation: Presentation<CatalogViewState>, receiver: any CatalogViewReceiver
  ) -> any ViewControllable {
    CatalogScreen(presentation: presentation, receiver: receiver)
  }

  /// A ``ProductDetailScreen``.
  public func makeProductDetailView(
    _ presentation: Presentation<ProductDetailViewState>, receiver: any ProductDetailViewReceiver
  ) -> any ViewControllable {
    ProductDetailScreen(presentation: presentation, receiver: receiver, window: window)
  }
}

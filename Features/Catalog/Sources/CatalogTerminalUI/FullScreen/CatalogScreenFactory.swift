import Architecture
import Catalog
import TerminalUI

/// The catalog's screens, for an app that runs full screen in the terminal: what the app hands
/// the catalog as its view factory then.
public struct CatalogScreenFactory: CatalogViewFactory {
  private let navigation: any NavigationControllable

  /// The screens, presented on a navigation: a screen stack, or the app's shell.
  /// - Parameter navigation: Where the screens present (the app's shell), and where
  ///   the product detail asks its question.
  public init(navigation: any NavigationControllable) {
    self.navigation = navigation
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
    ProductDetailScreen(presentation: presentation, receiver: receiver, navigation: navigation)
  }
}

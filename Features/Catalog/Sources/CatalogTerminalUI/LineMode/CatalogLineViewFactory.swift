import Architecture
import Catalog
import Core
import TerminalUI

/// The catalog's views in line mode: they print on the console what one-shot commands and the
/// line prompt show, and ask there. What an app hands the catalog as its view factory when it
/// runs a command rather than a screen.
public struct CatalogLineViewFactory: CatalogViewFactory {
  private let console: any Console

  /// The views on a console.
  /// - Parameter console: Where they print and ask.
  public init(console: any Console) {
    self.console = console
  }

  /// Prints the list (``CatalogText``), then leaves.
  public func makeCatalogView(
    _ presentation: Presentation<CatalogViewState>, receiver: any CatalogViewReceiver
  ) -> any ViewControllable {
    PrintedLineView(presentation, on: console, text: CatalogText.text) { [weak receiver] in
      receiver?.didRequestBack()
    }
  }

  /// A ``ProductDetailLineView``.
  public func makeProductDetailView(
    _ presentation: Presentation<ProductDetailViewState>, receiver: any ProductDetailViewReceiver
  ) -> any ViewControllable {
    ProductDetailLineView(presentation: presentation, receiver: receiver, console: console)
  }
}

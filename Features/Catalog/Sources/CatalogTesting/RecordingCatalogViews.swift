import Architecture
import ArchitectureTesting
import Catalog

/// The catalog's views for tests: each made as a `SpyView`, kept weakly, so a test plays the
/// customer through the receiver the catalog gave its view and reads the presentation.
///
/// ```swift
/// let views = RecordingCatalogViews()
/// // ... the catalog board runs with TestCatalogDependencies(views: views) ...
/// views.catalog?.receiver?.didSelectCategory("Kitchen")
/// #expect(views.catalog?.presentation.viewState.title == "Kitchen")
/// ```
@MainActor
public final class RecordingCatalogViews: CatalogViewFactory {
  /// The last catalog view made, while its feature runs.
  public private(set) weak var catalog: SpyView<CatalogViewState, any CatalogViewReceiver>?
  /// The last product detail view made, while its feature runs.
  public private(set) weak var productDetail:
    SpyView<ProductDetailViewState, any ProductDetailViewReceiver>?

  /// A factory that has made nothing yet.
  public init() {}

  /// Makes and keeps a catalog view.
  public func makeCatalogView(
    _ presentation: Presentation<CatalogViewState>, receiver: any CatalogViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("CatalogView", presentation: presentation, receiver: receiver)
    catalog = view
    return view
  }

  /// Makes and keeps a product detail view.
  public func makeProductDetailView(
    _ presentation: Presentation<ProductDetailViewState>, receiver: any ProductDetailViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("ProductDetailView", presentation: presentation, receiver: receiver)
    productDetail = view
    return view
  }
}

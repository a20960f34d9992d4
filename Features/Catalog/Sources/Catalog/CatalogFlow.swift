import Architecture
import CatalogInterface

/// The catalog feature's node in the flow tree. It follows its context's state: while the state
/// names a product, the product's detail is attached as a child, its view presented over the
/// catalog's; when the state lets it go, the detail is detached and its view dismissed. The
/// context never holds its flow, so no router is wired after the fact.
@MainActor
final class CatalogFlow: Flow {
  private let catalog: CatalogContext
  private let detail: AnyBuilder<Product, any ProductDetailListener, PresentableFeature>
  private var following: Subscription?
  /// The product whose detail is attached: the flow's only child.
  private var shown: Product?

  /// - Parameters:
  ///   - context: The catalog's context, whose state the flow follows.
  ///   - detail: Builds the product detail, whose view goes where the catalog's children go:
  ///     on the catalog's own stack.
  init(
    context: CatalogContext,
    detail: AnyBuilder<Product, any ProductDetailListener, PresentableFeature>
  ) {
    catalog = context
    self.detail = detail
    super.init(context: context)
  }

  override func didStart() {
    following = catalog.state.subscribeOnMainActor(self) { flow, state in
      flow.showDetail(of: state.detail)
    }
  }

  override func willEnd() {
    following?.cancel()
  }

  /// The customer left the detail through the navigation (back): the catalog lets it go, as
  /// when the detail leaves by itself.
  override func navigationDidRemoveView(of child: Flow) {
    shown = nil
    super.navigationDidRemoveView(of: child)
    catalog.productDetailDidLeave()
  }

  private func showDetail(of product: Product?) {
    guard product != shown else { return }
    shown = nil
    detachAllChildren()
    guard let product, let navigation else { return }
    let feature = detail.build(product, listener: catalog)
    shown = product
    attach(feature.flow, presenting: feature.view, on: navigation)
  }
}

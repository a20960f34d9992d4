import Architecture
import CatalogInterface

/// The catalog feature's node in the flow tree. It follows its context's state: while the state
/// names a product, the product's detail is attached as a child, its view presented over the
/// catalog's; when the state lets it go, the detail is detached and its view dismissed. The
/// context never holds its flow, so no router is wired after the fact.
@MainActor
final class CatalogFlow: Flow {
  private let catalog: CatalogContext
  private let detail: ProductDetailBuilder
  private weak var navigation: (any NavigationControllable)?
  private var following: Subscription?
  /// The product whose detail is attached: the flow's only child.
  private var shown: Product?

  /// - Parameters:
  ///   - context: The catalog's context, whose state the flow follows.
  ///   - detail: Builds the product detail.
  ///   - navigation: Where the detail's view goes: where the catalog's own is shown. Held
  ///     weakly; without one the catalog's board never starts the flow.
  init(
    context: CatalogContext, detail: ProductDetailBuilder,
    navigation: (any NavigationControllable)?
  ) {
    catalog = context
    self.detail = detail
    self.navigation = navigation
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

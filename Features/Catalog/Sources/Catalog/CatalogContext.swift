import Architecture
import CatalogInterface
import Core

/// What the catalog screen knows after a request.
enum CatalogState: Equatable, Sendable {
  /// The products matching a search, best first.
  case matches([Product], query: String)
  /// Every category.
  case categories([String])
  /// The products of a category.
  case products([Product])
}

/// How the request the catalog was built for ended.
enum CatalogOutcome {
  /// The customer is done; in a product detail they may have chosen a quantity to buy.
  case done(chosen: (sku: SKU, quantity: Int)?)
  /// An empty search, an unknown category or product; nothing was shown.
  case refused(CatalogError)
}

/// The catalog feature's logic, a presentable context: it searches, lists the categories or one
/// category and shows the result on its view through ``CatalogViewState``, or, for a product,
/// has its flow attach the product detail and passes on what the customer chose there. A
/// product the customer picks on the view is shown the same way.
@MainActor
final class CatalogContext: BaseContext, CatalogViewReceiver, ProductDetailListener {
  /// The flow, which attaches the product detail; set by the builder.
  weak var router: (any CatalogRouting)?
  /// The state; the view shows each value through ``CatalogViewState/init(_:)``.
  let state = StateContainer(CatalogState.categories([]))
  private let request: CatalogRequest
  private let catalog: ProductCatalog
  private let ranking: any SearchRanking
  private let logger: any Logger
  private let view: any CatalogView
  private let listener: @MainActor (CatalogOutcome) -> Void

  init(
    request: CatalogRequest, catalog: ProductCatalog, ranking: any SearchRanking,
    logger: any Logger, view: any CatalogView,
    listener: @escaping @MainActor (CatalogOutcome) -> Void
  ) {
    self.request = request
    self.catalog = catalog
    self.ranking = ranking
    self.logger = logger
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    do throws(CatalogError) {
      switch request {
      case .product(let sku):
        try showDetail(of: sku)
        return
      case .search(let query):
        guard !SearchText(query).words.isEmpty else { throw .emptySearch }
        state.set(.matches(catalog.search(query, ranking: ranking), query: query))
      case .categories:
        state.set(.categories(catalog.categories()))
      case .category(let name):
        let products = catalog.products(in: name)
        guard !products.isEmpty else {
          throw .noSuchCategory(name, known: catalog.categories())
        }
        state.set(.products(products))
      }
    } catch {
      return refuse(error)
    }
    state.subscribeOnMainActor(self) { context, state in
      context.view.show(CatalogViewState(state))
    }
    .store(in: cancellables)
    listener(.done(chosen: nil))
  }

  func didSelectProduct(_ sku: SKU) {
    guard isActive else { return }
    do throws(CatalogError) {
      try showDetail(of: sku)
    } catch {
      refuse(error)
    }
  }

  func productDetailDidChoose(_ quantity: Int, of product: Product) {
    listener(.done(chosen: (product.sku, quantity)))
  }

  func productDetailDidSkip() {
    listener(.done(chosen: nil))
  }

  private func showDetail(of sku: SKU) throws(CatalogError) {
    guard let product = catalog.product(for: sku) else { throw .noSuchProduct(sku) }
    router?.showDetail(of: product, listener: self)
  }

  private func refuse(_ error: CatalogError) {
    logger.log(.info, "refused \(request): \(error)", source: "Catalog")
    listener(.refused(error))
  }
}

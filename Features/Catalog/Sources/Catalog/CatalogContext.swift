import Architecture
import CatalogInterface
import Core

/// The catalog feature's logic: when its flow starts, it searches, lists the categories or one
/// category and shows the result, or, for a product, has its flow attach the product detail and
/// passes on what the customer chose there.
@MainActor
final class CatalogContext: AbstractContext, ProductDetailListener {
  /// The flow, which attaches the product detail; set by the builder.
  weak var router: (any CatalogRouting)?
  private let request: CatalogRequest
  private let catalog: ProductCatalog
  private let ranking: any SearchRanking
  private let view: CatalogView
  private let logger: any Logger
  private weak var listener: (any CatalogListener)?

  init(
    request: CatalogRequest, catalog: ProductCatalog, ranking: any SearchRanking,
    view: CatalogView, logger: any Logger, listener: any CatalogListener
  ) {
    self.request = request
    self.catalog = catalog
    self.ranking = ranking
    self.view = view
    self.logger = logger
    self.listener = listener
  }

  override func didActivate() {
    do {
      try carryOut(request)
    } catch {
      logger.log(.info, "refused \(request): \(error)", source: "Catalog")
      listener?.catalogDidFail(error)
    }
  }

  func productDetailDidChoose(_ quantity: Int, of product: Product) {
    listener?.catalogDidChoose(quantity, of: product.sku)
    listener?.catalogDidFinish()
  }

  func productDetailDidSkip() {
    listener?.catalogDidFinish()
  }

  private func carryOut(_ request: CatalogRequest) throws(CatalogError) {
    switch request {
    case .search(let query):
      guard !SearchText(query).words.isEmpty else { throw .emptySearch }
      view.showMatches(catalog.search(query, ranking: ranking), for: query)
    case .categories:
      view.showCategories(catalog.categories())
    case .category(let name):
      let products = catalog.products(in: name)
      guard !products.isEmpty else {
        throw .noSuchCategory(name, known: catalog.categories())
      }
      view.showProducts(products)
    case .product(let sku):
      guard let product = catalog.product(for: sku) else { throw .noSuchProduct(sku) }
      router?.showDetail(of: product, listener: self)
      return
    }
    listener?.catalogDidFinish()
  }
}

import Architecture
import CatalogInterface
import Core

/// One list of the catalog: the customer goes from the categories to a category's products, or
/// to a search's matches, and back.
enum CatalogLevel: Equatable, Sendable {
  /// Every category.
  case categories([String])
  /// The products of a category, by name.
  case category(String, products: [Product])
  /// The products matching a search, best first.
  case matches(query: String, products: [Product])
}

/// What the catalog knows: the lists the customer opened, first to last, the last one shown;
/// and the product whose detail is shown over them, which the catalog's flow follows.
struct CatalogState: Equatable, Sendable {
  var levels: [CatalogLevel] = []
  var detail: Product?
}

/// The catalog feature's logic: it opens the list or the product its request names, follows
/// the customer through lists and searches, and opens a product's detail by setting it in the
/// state, which its flow follows. What the customer does arrives through
/// ``CatalogViewReceiver``; the detail's leaving, through ``ProductDetailListener``.
@MainActor
final class CatalogContext: PresentableContext<CatalogState, CatalogViewState>,
  CatalogViewReceiver, ProductDetailListener
{
  private let request: CatalogRequest
  private let catalog: ProductCatalog
  private let ranking: any SearchRanking
  private let logger: any Logger
  /// The board's listener, which the product detail reports to as well.
  let listener: @MainActor (FeatureEvent<CatalogOutput>) -> Void

  init(
    request: CatalogRequest, catalog: ProductCatalog, ranking: any SearchRanking,
    logger: any Logger, listener: @escaping @MainActor (FeatureEvent<CatalogOutput>) -> Void
  ) {
    self.request = request
    self.catalog = catalog
    self.ranking = ranking
    self.logger = logger
    self.listener = listener
    super.init(state: CatalogState(), transform: CatalogViewState.init)
  }

  /// Opens what the request names: reading the catalog, with nothing to change.
  override func didActivate() {
    do throws(CatalogError) {
      state.set(try opening(request))
    } catch {
      logger.log(.info, "refused \(request): \(error)", source: "Catalog")
      listener(.failed(error))
    }
  }

  func didSearch(_ query: String) {
    guard isActive, !SearchText(query).words.isEmpty else { return }
    let matches = CatalogLevel.matches(
      query: query, products: catalog.search(query, ranking: ranking))
    state.update {
      if case .matches = $0.levels.last { $0.levels.removeLast() }
      $0.levels.append(matches)
    }
  }

  func didSelectCategory(_ name: String) {
    let products = catalog.products(in: name)
    guard isActive, !products.isEmpty else { return }
    state.update { $0.levels.append(.category(name, products: products)) }
  }

  func didSelectProduct(_ sku: SKU) {
    guard isActive else { return }
    guard let product = catalog.product(for: sku) else {
      return logger.log(.warning, "no product \(sku) to show", source: "Catalog")
    }
    state.update { $0.detail = product }
  }

  func didRequestBack() {
    guard isActive, state.value.detail == nil else { return }
    guard state.value.levels.count > 1 else { return listener(.finished) }
    state.update { $0.levels.removeLast() }
  }

  func productDetailDidLeave() {
    guard isActive else { return }
    state.update { $0.detail = nil }
    // A catalog opened for one product has nothing left to show.
    if state.value.levels.isEmpty { listener(.finished) }
  }

  private func opening(_ request: CatalogRequest) throws(CatalogError) -> CatalogState {
    switch request {
    case .product(let sku):
      guard let product = catalog.product(for: sku) else { throw .noSuchProduct(sku) }
      return CatalogState(detail: product)
    case .search(let query):
      guard !SearchText(query).words.isEmpty else { throw .emptySearch }
      let products = catalog.search(query, ranking: ranking)
      return CatalogState(levels: [.matches(query: query, products: products)])
    case .categories:
      return CatalogState(levels: [.categories(catalog.categories())])
    case .category(let name):
      let products = catalog.products(in: name)
      guard let first = products.first else {
        throw .noSuchCategory(name, known: catalog.categories())
      }
      return CatalogState(levels: [.category(first.category, products: products)])
    }
  }
}

import Architecture
import ArchitectureTesting
import CatalogInterface
import CatalogTesting
import Testing

@testable import Catalog

@Suite("The catalog's transforms")
struct CatalogTransformTests {
  static let mug = CatalogFixtures.products[3]
  static let rack = CatalogFixtures.products[4]

  @Test(
    "the last list opened is shown: rows with their count, a sentence, or the categories",
    arguments: [
      (
        [CatalogLevel.matches(query: "mug", products: [mug])], "Search: mug", nil, ["M-1"], [],
        "1 product"
      ),
      (
        [.category("Kitchen", products: [mug, rack])], "Kitchen", nil, ["M-1", "M-2"], [],
        "2 products"
      ),
      (
        [.matches(query: "tea", products: [])], "Search: tea", nil, [], [],
        "No products match \"tea\"."
      ),
      (
        [.categories(["Kitchen", "Office"])], "Catalog", "Categories:", [], ["Kitchen", "Office"],
        nil
      ),
      (
        [.categories(["Kitchen"]), .category("Kitchen", products: [mug])], "Kitchen", nil, ["M-1"],
        [], "1 product"
      ),
      ([], "Catalog", nil, [], [], nil),
    ] as [([CatalogLevel], String, String?, [String], [String], String?)])
  func catalog(
    levels: [CatalogLevel], title: String, heading: String?, skus: [String], items: [String],
    footer: String?
  ) {
    let shown = CatalogViewState(CatalogState(levels: levels))
    #expect(shown.title == title)
    #expect(shown.heading == heading)
    #expect(shown.rows.map(\.sku) == skus)
    #expect(shown.items == items)
    #expect(shown.footer == footer)
    #expect(shown.isEmpty == levels.isEmpty)
  }

  @Test(
    "the detail offers the product while it asks, with the refusal of a mistyped answer",
    arguments: [
      (ProductDetailState(product: mug, related: [rack]), true, nil, "Also in Kitchen:"),
      (
        ProductDetailState(product: mug, attempt: 2, mistyped: "two"), true,
        "\"two\" is not a whole number of 1 or more.", nil
      ),
      (ProductDetailState(product: mug, attempt: nil), false, nil, nil),
    ] as [(ProductDetailState, Bool, String?, String?)])
  func detail(state: ProductDetailState, asks: Bool, refusal: String?, heading: String?) {
    let shown = ProductDetailViewState(state)
    #expect(shown.title == "Blue Mug")
    #expect(shown.facts.map(\.value) == ["M-1", "Kitchen", "€9.00"])
    #expect((shown.question != nil) == asks)
    #expect(shown.refusal == refusal)
    #expect(shown.relatedHeading == heading)
  }
}

@Suite("The product detail's context, through its receiver")
@MainActor
struct ProductDetailContextTests {
  func launch(_ listener: RecordingDetailListener) -> (ProductDetailContext, FlowTree) {
    let context = ProductDetailContext(
      product: CatalogTransformTests.mug, relatedProducts: CatalogFixtures.catalog,
      parent: listener)
    let tree = FlowTree()
    tree.launch(Flow(context: context))
    return (context, tree)
  }

  @Test("a quantity goes to the listener each time, and the detail stays until the customer leaves")
  func addsUntilLeft() {
    let listener = RecordingDetailListener()
    let (context, tree) = launch(listener)
    #expect(context.presentation.viewState.relatedHeading == "Also in Kitchen:")
    #expect(context.presentation.viewState.question != nil)
    context.didAdd(quantity: 2)
    context.didAdd(quantity: 1)
    context.didAdd(quantity: 0)
    #expect(listener.heard == ["add 2 M-1", "add 1 M-1"], "0 is no quantity")
    #expect(context.presentation.viewState.question != nil, "the offer stands")
    context.didRequestBack()
    #expect(listener.heard == ["add 2 M-1", "add 1 M-1", "left"])
    tree.shutdown()
    context.didAdd(quantity: 3)
    #expect(listener.heard.count == 3, "a detail that ended takes nothing more")
  }

  @Test("a mistyped answer is refused; a second one withdraws the offer, and quantities go unheard")
  func mistypedAnswers() {
    let listener = RecordingDetailListener()
    let (context, tree) = launch(listener)
    context.didMistype("two")
    #expect(context.presentation.viewState.refusal == "\"two\" is not a whole number of 1 or more.")
    #expect(context.presentation.viewState.question != nil)
    context.didMistype("x")
    #expect(context.presentation.viewState.question == nil, "the offer is withdrawn")
    context.didAdd(quantity: 2)
    #expect(listener.heard.isEmpty)
    tree.shutdown()
  }
}

@Suite("The catalog's context, through its receiver")
@MainActor
struct CatalogContextTests {
  func launch(_ request: CatalogRequest, outcomes: Recorder<String>) -> (CatalogContext, FlowTree) {
    let context = CatalogContext(
      request: request, catalog: CatalogFixtures.catalog, ranking: SubstringRanking(),
      logger: TestCatalogDependencies().logger, listener: { outcomes.record("\($0)") })
    let tree = FlowTree()
    tree.launch(Flow(context: context))
    return (context, tree)
  }

  @Test("categories, a category, a search, and back through each to the first, then out")
  func listsAndBack() {
    let outcomes = Recorder<String>()
    let (context, tree) = launch(.categories, outcomes: outcomes)
    func title() -> String { context.presentation.viewState.title }
    #expect(context.presentation.viewState.items == ["Gadgets", "Kitchen", "Office", "Storage"])
    context.didSelectCategory("Kitchen")
    #expect(title() == "Kitchen")
    #expect(context.presentation.viewState.rows.map(\.sku) == ["M-1", "K-2", "K-3"])
    context.didSearch("mug")
    context.didSearch("  ")
    context.didSearch("pan")
    #expect(title() == "Search: pan", "a new search replaces the last; one without words is none")
    context.didSelectCategory("Garden")
    #expect(title() == "Search: pan", "no such category")
    context.didRequestBack()
    #expect(title() == "Kitchen")
    context.didRequestBack()
    #expect(title() == "Catalog")
    #expect(outcomes.values.isEmpty)
    context.didRequestBack()
    #expect(outcomes.values == ["finished"])
    tree.shutdown()
  }

  @Test("a product picked opens its detail; back waits for it; the detail's quantities go out")
  func productDetail() {
    let outcomes = Recorder<String>()
    let (context, tree) = launch(.search("mug"), outcomes: outcomes)
    context.didSelectProduct(CatalogFixtures.unknownSKU)
    #expect(context.state.value.detail == nil)
    context.didSelectProduct("M-2")
    #expect(context.state.value.detail?.sku == "M-2")
    context.didRequestBack()
    #expect(outcomes.values.isEmpty, "the detail is over the list")
    let detail = ProductDetailContext(
      product: CatalogTransformTests.rack, relatedProducts: CatalogFixtures.catalog,
      parent: context)
    let detailTree = FlowTree()
    detailTree.launch(Flow(context: detail))
    detail.didAdd(quantity: 2)
    detail.didRequestBack()
    detailTree.shutdown()
    #expect(context.state.value.detail == nil)
    #expect(outcomes.values == ["output(addToCart(M-2, quantity: 2))"])
    context.didRequestBack()
    #expect(outcomes.values.last == "finished")
    tree.shutdown()
  }

  @Test("a catalog opened for a product is done when the customer leaves its detail")
  func openedForAProduct() {
    let outcomes = Recorder<String>()
    let (context, tree) = launch(.product("m-1"), outcomes: outcomes)
    #expect(context.state.value.detail?.sku == "M-1")
    #expect(context.presentation.viewState.isEmpty)
    context.productDetailDidLeave()
    #expect(outcomes.values == ["finished"])
    tree.shutdown()
  }
}

/// Stands in for the catalog's context: records what the product detail tells it and what it
/// reports to the catalog's board.
@MainActor
final class RecordingDetailListener: ProductDetailListener {
  private(set) var heard: [String] = []

  var listener: @MainActor (FeatureEvent<CatalogOutput>) -> Void {
    { [weak self] event in
      if case .output(.addToCart(let sku, let quantity)) = event {
        self?.heard.append("add \(quantity) \(sku)")
      } else {
        self?.heard.append("\(event)")
      }
    }
  }

  func productDetailDidLeave() {
    heard.append("left")
  }
}

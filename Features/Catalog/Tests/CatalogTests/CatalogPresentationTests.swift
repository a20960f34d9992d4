import Architecture
import CatalogInterface
import CatalogTesting
import Testing

@testable import Catalog

@Suite("The catalog's transforms")
struct CatalogTransformTests {
  static let mug = CatalogFixtures.products[3]
  static let rack = CatalogFixtures.products[4]

  @Test(
    "a list shows rows with their count, an empty search a sentence, categories a list",
    arguments: [
      (CatalogState.matches([mug], query: "mug"), nil, ["M-1"], [], "1 product"),
      (.products([mug, rack]), nil, ["M-1", "M-2"], [], "2 products"),
      (.matches([], query: "tea"), nil, [], [], "No products match \"tea\"."),
      (.categories(["Kitchen", "Office"]), "Categories:", [], ["Kitchen", "Office"], nil),
    ] as [(CatalogState, String?, [String], [String], String?)])
  func catalog(
    state: CatalogState, heading: String?, skus: [String], items: [String], footer: String?
  ) {
    let shown = CatalogViewState(state)
    #expect(shown.heading == heading)
    #expect(shown.rows.map(\.sku) == skus)
    #expect(shown.items == items)
    #expect(shown.footer == footer)
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

@Suite("The product detail's context")
@MainActor
struct ProductDetailContextTests {
  @Test("a mistyped answer is refused and asked again; a quantity then goes to the listener")
  func answersThroughTheReceiver() {
    let view = RecordingProductDetailView()
    let listener = RecordingDetailListener()
    let context = ProductDetailContext(
      product: CatalogTransformTests.mug, relatedProducts: CatalogFixtures.catalog, view: view,
      listener: listener)
    view.receiver = context
    let tree = FlowTree()
    tree.launch(Flow(context: context))
    #expect(view.shown.count == 1)
    #expect(view.shown[0].relatedHeading == "Also in Kitchen:")
    #expect(view.shown[0].question != nil)

    view.receiver?.didMistype("two")
    #expect(view.shown.last?.refusal == "\"two\" is not a whole number of 1 or more.")
    #expect(view.shown.last?.question != nil)
    view.receiver?.didChoose(quantity: 2)
    #expect(listener.heard == ["chose 2 M-1"])
    #expect(view.shown.last?.question == nil, "the offer is withdrawn")
    view.receiver?.didChoose(quantity: 3)
    #expect(listener.heard == ["chose 2 M-1"], "an answer after the offer ended is ignored")
    tree.shutdown()
  }

  @Test("ending the detail withdraws a question still asked")
  func endingWithdrawsTheQuestion() {
    let view = RecordingProductDetailView()
    let listener = RecordingDetailListener()
    let context = ProductDetailContext(
      product: CatalogTransformTests.mug, relatedProducts: CatalogFixtures.catalog, view: view,
      listener: listener)
    let tree = FlowTree()
    tree.launch(Flow(context: context))
    tree.shutdown()
    #expect(view.shown.map { $0.question != nil } == [true, false])
    #expect(listener.heard.isEmpty)
  }
}

@Suite("The catalog's context")
@MainActor
struct CatalogContextTests {
  @Test("a product picked on a list's view is routed to its detail; an unknown one is refused")
  func pickingAProductShowsItsDetail() {
    let view = RecordingCatalogView()
    let router = RecordingCatalogRouter()
    var outcomes: [String] = []
    let context = CatalogContext(
      request: .search("mug"), catalog: CatalogFixtures.catalog, ranking: SubstringRanking(),
      logger: TestCatalogDependencies().logger, view: view,
      listener: { outcomes.append("\($0)") })
    view.receiver = context
    context.router = router
    let tree = FlowTree()
    tree.launch(Flow(context: context))
    #expect(view.shown.map(\.footer) == ["2 products"])

    view.receiver?.didSelectProduct("M-2")
    #expect(router.shown == ["M-2"])
    view.receiver?.didSelectProduct(CatalogFixtures.unknownSKU)
    #expect(router.shown == ["M-2"])
    #expect(outcomes.last == "refused(\(CatalogError.noSuchProduct(CatalogFixtures.unknownSKU)))")
    tree.shutdown()
  }
}

/// Stands in for the console: records every state the catalog's context shows.
@MainActor
final class RecordingCatalogView: CatalogView {
  weak var receiver: (any CatalogViewReceiver)?
  private(set) var shown: [CatalogViewState] = []

  func show(_ state: CatalogViewState) {
    shown.append(state)
  }
}

/// Stands in for the console: records every state the product detail's context shows.
@MainActor
final class RecordingProductDetailView: ProductDetailView {
  weak var receiver: (any ProductDetailViewReceiver)?
  private(set) var shown: [ProductDetailViewState] = []

  func show(_ state: ProductDetailViewState) {
    shown.append(state)
  }
}

/// Stands in for the catalog's flow: records the products whose detail was asked for.
@MainActor
final class RecordingCatalogRouter: CatalogRouting {
  private(set) var shown: [String] = []

  func showDetail(of product: Product, listener: any ProductDetailListener) {
    shown.append(product.sku.code)
  }
}

/// Stands in for the catalog's context: records what the product detail tells it.
@MainActor
final class RecordingDetailListener: ProductDetailListener {
  private(set) var heard: [String] = []

  func productDetailDidChoose(_ quantity: Int, of product: Product) {
    heard.append("chose \(quantity) \(product.sku)")
  }

  func productDetailDidSkip() {
    heard.append("skipped")
  }
}

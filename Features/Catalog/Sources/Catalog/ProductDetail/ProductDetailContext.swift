import Architecture
import CatalogInterface

/// What the product detail knows: the product, the others it offers, and where the question
/// of how many to buy stands.
struct ProductDetailState: Equatable, Sendable {
  var product: Product
  var related: [Product] = []
  /// Which answer the customer is asked for: 1, then 2 after an answer that was not a
  /// quantity; `nil` once nobody is asked any more.
  var attempt: Int? = 1
  /// The last answer that was not a quantity, as typed.
  var mistyped: String?
}

/// The product detail's logic, a presentable context: when its flow starts, it shows the
/// product and a few others of its category through ``ProductDetailViewState``, and its view
/// asks how many to add to the cart; the answer comes back through ``ProductDetailViewReceiver``
/// and goes to the listener. An answer that is not a quantity is asked for once more.
@MainActor
final class ProductDetailContext: BaseContext, ProductDetailViewReceiver {
  /// How many other products of the category the detail shows.
  static let relatedLimit = 3
  /// How many answers the customer may give before one that is not a quantity skips the offer.
  static let attempts = 2

  /// The state; the view shows each value through ``ProductDetailViewState/init(_:)``.
  let state: StateContainer<ProductDetailState>
  private let relatedProducts: any RelatedProductFinding
  private let view: any ProductDetailView
  private weak var listener: (any ProductDetailListener)?

  init(
    product: Product, relatedProducts: any RelatedProductFinding, view: any ProductDetailView,
    listener: any ProductDetailListener
  ) {
    state = StateContainer(ProductDetailState(product: product))
    self.relatedProducts = relatedProducts
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    state.update {
      $0.related = relatedProducts.related(to: $0.product, limit: Self.relatedLimit)
    }
    state.subscribeOnMainActor(self) { context, state in
      context.view.show(ProductDetailViewState(state))
    }
    .store(in: cancellables)
  }

  /// Withdraws the question when the detail ends, so its view stops asking.
  override func willDeactivate() {
    endQuestion()
  }

  func didChoose(quantity: Int) {
    guard isActive, state.value.attempt != nil else { return }
    endQuestion()
    listener?.productDetailDidChoose(quantity, of: state.value.product)
  }

  func didSkip() {
    guard isActive, state.value.attempt != nil else { return }
    endQuestion()
    listener?.productDetailDidSkip()
  }

  func didMistype(_ answer: String) {
    guard isActive, let attempt = state.value.attempt else { return }
    let isLast = attempt >= Self.attempts
    state.update {
      $0.attempt = isLast ? nil : attempt + 1
      $0.mistyped = answer
    }
    if isLast { listener?.productDetailDidSkip() }
  }

  private func endQuestion() {
    guard state.value.attempt != nil || state.value.mistyped != nil else { return }
    state.update {
      $0.attempt = nil
      $0.mistyped = nil
    }
  }
}

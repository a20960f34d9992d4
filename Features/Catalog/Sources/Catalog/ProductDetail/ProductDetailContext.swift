import Architecture
import CatalogInterface

/// The product detail's logic: when its flow starts, it shows the product and a few others of
/// its category, then asks how many to add to the cart and tells its listener the answer.
///
/// The question runs in a task kept in ``cancellables``: when the detail is detached while it
/// waits for an answer, the task is cancelled and nothing is reported.
@MainActor
final class ProductDetailContext: AbstractContext {
  /// How many other products of the category the detail shows.
  static let relatedLimit = 3
  /// How many times the question is asked before an answer that is not a quantity skips it.
  static let attempts = 2

  private let product: Product
  private let relatedProducts: any RelatedProductFinding
  private let view: ProductDetailView
  private weak var listener: (any ProductDetailListener)?

  init(
    product: Product, relatedProducts: any RelatedProductFinding, view: ProductDetailView,
    listener: any ProductDetailListener
  ) {
    self.product = product
    self.relatedProducts = relatedProducts
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    view.show(product, related: relatedProducts.related(to: product, limit: Self.relatedLimit))
    // The task holds only the question while the customer thinks, so detaching the detail
    // releases it at once.
    let question = view.quantityQuestion()
    cancellables.addTask { [weak self] in
      for attempt in 1...Self.attempts {
        let answer = await question()
        guard let self, self.isActive, !Task.isCancelled else { return }
        if self.handle(answer, isLastAttempt: attempt == Self.attempts) { return }
      }
    }
  }

  /// Tells the listener what the answer means; `false` when the question is asked again.
  private func handle(_ answer: String?, isLastAttempt: Bool) -> Bool {
    switch QuantityAnswer(answer) {
    case .quantity(let quantity):
      listener?.productDetailDidChoose(quantity, of: product)
    case .skip:
      listener?.productDetailDidSkip()
    case .notAQuantity(let text):
      view.showNotAQuantity(text)
      guard isLastAttempt else { return false }
      listener?.productDetailDidSkip()
    }
    return true
  }
}

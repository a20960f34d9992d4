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
    cancellables.addTask { [weak self] in await self?.askForQuantity() }
  }

  private func askForQuantity() async {
    for _ in 0..<Self.attempts {
      let answer = await view.askForQuantity()
      guard isActive, !Task.isCancelled else { return }
      switch QuantityAnswer(answer) {
      case .quantity(let quantity):
        listener?.productDetailDidChoose(quantity, of: product)
        return
      case .skip:
        listener?.productDetailDidSkip()
        return
      case .notAQuantity(let text):
        view.showNotAQuantity(text)
      }
    }
    listener?.productDetailDidSkip()
  }
}

import Architecture
import CatalogInterface

/// What the product detail knows: the product, the others it offers, and where the offer to
/// add it to the cart stands.
struct ProductDetailState: Equatable, Sendable {
  var product: Product
  var related: [Product] = []
  /// Which answer to the offer is expected: 1, then 2 after an answer that was not a quantity;
  /// `nil` once the offer is withdrawn.
  var attempt: Int? = 1
  /// The last answer that was not a quantity, as typed.
  var mistyped: String?
}

/// The product detail's logic: it shows the product and a few others of its category through
/// ``ProductDetailViewState``, and offers to add it to the cart. What the customer does arrives
/// through ``ProductDetailViewReceiver``: a quantity to add, any number of times, goes out as the
/// catalog's output through its parent's listener; leaving is told to the parent. An answer
/// that is not a quantity is refused, and after two of them the offer is withdrawn.
@MainActor
final class ProductDetailContext: PresentableContext<ProductDetailState, ProductDetailViewState>,
  ProductDetailViewReceiver
{
  /// How many other products of the category the detail shows.
  static let relatedLimit = 3
  /// How many answers the customer may give before one that is not a quantity withdraws the
  /// offer.
  static let attempts = 2

  private let relatedProducts: any RelatedProductFinding
  private weak var parent: (any ProductDetailListener)?

  init(
    product: Product, relatedProducts: any RelatedProductFinding,
    parent: any ProductDetailListener
  ) {
    self.relatedProducts = relatedProducts
    self.parent = parent
    super.init(state: ProductDetailState(product: product), transform: ProductDetailViewState.init)
  }

  override func didActivate() {
    state.update {
      $0.related = relatedProducts.related(to: $0.product, limit: Self.relatedLimit)
    }
  }

  func didAdd(quantity: Int) {
    guard isActive, quantity >= 1, state.value.attempt != nil else { return }
    if state.value.mistyped != nil { state.update { $0.mistyped = nil } }
    parent?.listener(.output(.addToCart(state.value.product.sku, quantity: quantity)))
  }

  func didMistype(_ answer: String) {
    guard isActive, let attempt = state.value.attempt else { return }
    state.update {
      $0.attempt = attempt >= Self.attempts ? nil : attempt + 1
      $0.mistyped = answer
    }
  }

  func didRequestBack() {
    guard isActive else { return }
    parent?.productDetailDidLeave()
  }
}

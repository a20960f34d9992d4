import Architecture
import CatalogInterface

/// What a product detail view shows, as text.
public struct ProductDetailViewState: Equatable, Sendable {
  /// One labelled fact: `SKU`, `MUG-001`.
  public struct Fact: Equatable, Sendable {
    /// What the fact is.
    public var label: String
    /// Its value, formatted.
    public var value: String

    /// A fact.
    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  /// Another product of the category.
  public struct Related: Equatable, Sendable {
    /// Its SKU.
    public var sku: String
    /// Its name.
    public var name: String
    /// Its price, formatted.
    public var price: String

    /// A related product.
    public init(sku: String, name: String, price: String) {
      self.sku = sku
      self.name = name
      self.price = price
    }
  }

  /// The product's name, as the title.
  public var title: String
  /// SKU, category, price.
  public var facts: [Fact]
  /// `Also in Kitchen:` above the related products, when there are any.
  public var relatedHeading: String?
  /// The related products.
  public var related: [Related]
  /// Why the last answer was refused: `"two" is not a whole number of 1 or more.`
  public var refusal: String?
  /// The offer, while the customer may add the product to the cart; `nil` once withdrawn.
  public var question: String?

  /// A view state.
  public init(
    title: String, facts: [Fact], relatedHeading: String? = nil, related: [Related] = [],
    refusal: String? = nil, question: String? = nil
  ) {
    self.title = title
    self.facts = facts
    self.relatedHeading = relatedHeading
    self.related = related
    self.refusal = refusal
    self.question = question
  }
}

extension ProductDetailViewState {
  /// The transform: what the views show for a state.
  init(_ state: ProductDetailState) {
    let product = state.product
    self.init(
      title: product.name,
      facts: [
        Fact(label: "SKU", value: product.sku.code),
        Fact(label: "Category", value: product.category),
        Fact(label: "Price", value: "\(product.price)"),
      ],
      relatedHeading: state.related.isEmpty ? nil : "Also in \(product.category):",
      related: state.related.map {
        Related(sku: $0.sku.code, name: $0.name, price: "\($0.price)")
      },
      refusal: state.mistyped.map { "\"\($0)\" is not a whole number of 1 or more." },
      question: state.attempt == nil ? nil : "Add to cart, how many? (empty to skip): ")
  }
}

/// What the customer does on a product detail view, handed back to its context, which
/// implements it.
@MainActor
public protocol ProductDetailViewReceiver: AnyObject {
  /// The customer chose to add this many to the cart, 1 or more; ignored once the offer is
  /// withdrawn.
  func didAdd(quantity: Int)
  /// The customer answered the offer with something that is not a quantity.
  func didMistype(_ answer: String)
  /// The customer left the detail.
  func didRequestBack()
}

/// Makes the product detail's view; part of ``CatalogViewFactory``.
@MainActor
public protocol ProductDetailViewFactory: Sendable {
  /// The view of one product.
  /// - Parameters:
  ///   - presentation: What to show; the context keeps it current while the detail runs.
  ///   - receiver: Where the view hands what the customer does; hold it weakly.
  /// - Returns: The view, which the catalog's flow presents over the catalog's.
  func makeProductDetailView(
    _ presentation: Presentation<ProductDetailViewState>, receiver: any ProductDetailViewReceiver
  ) -> any ViewControllable
}

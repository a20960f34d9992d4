import CatalogInterface
import Core
import Foundation

/// Everything the product detail shows, as text.
struct ProductDetailViewState: Equatable, Sendable {
  /// The product's name, as the title.
  var title: String
  /// Label and value: SKU, category, price.
  var facts: [(label: String, value: String)]
  /// `Also in Kitchen:` above the related products, when there are any.
  var relatedHeading: String?
  /// The related products: SKU, name, price.
  var related: [[String]]
  /// Why the last answer was refused: `"two" is not a whole number of 1 or more.`
  var refusal: String?
  /// The question, while the customer may add the product to the cart; `nil` hides the offer.
  var question: String?

  /// The transform: what the detail shows for a state.
  init(_ state: ProductDetailState) {
    let product = state.product
    title = product.name
    facts = [
      ("SKU", product.sku.code), ("Category", product.category), ("Price", "\(product.price)"),
    ]
    relatedHeading = state.related.isEmpty ? nil : "Also in \(product.category):"
    related = state.related.map { [$0.sku.code, $0.name, "\($0.price)"] }
    refusal = state.mistyped.map { "\"\($0)\" is not a whole number of 1 or more." }
    question = state.attempt == nil ? nil : "Add to cart, how many? (empty to skip): "
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.facts.map(\.label) == rhs.facts.map(\.label)
      && lhs.facts.map(\.value) == rhs.facts.map(\.value)
      && lhs.relatedHeading == rhs.relatedHeading
      && lhs.related == rhs.related && lhs.refusal == rhs.refusal && lhs.question == rhs.question
  }
}

/// What the product detail's context shows its state on: the console here, a screen in an app.
@MainActor
protocol ProductDetailView: AnyObject {
  /// Receives the customer's answer to the offer; held weakly.
  var receiver: (any ProductDetailViewReceiver)? { get set }
  /// Shows a state; a state with a question asks it.
  func show(_ state: ProductDetailViewState)
}

/// What the customer does on the product detail's view, handed back to the context.
@MainActor
protocol ProductDetailViewReceiver: AnyObject {
  /// The customer chose to buy this many, 1 or more.
  func didChoose(quantity: Int)
  /// The customer declined the offer, or nobody can answer.
  func didSkip()
  /// The customer typed something that is not a quantity.
  func didMistype(_ answer: String)
}

/// Shows one product with a few others of its category on the console, then asks how many to
/// add to the cart. A console only adds lines, so the product is written once, and later states
/// add only the refusal and the question again; a state without a question withdraws the one
/// still waiting.
///
/// ```
/// Stoneware Coffee Mug
///   SKU       MUG-001
///   Category  Kitchen
///   Price     $12.50
/// Also in Kitchen:
///   MUG-002  Insulated Travel Mug  $24.00
/// Add to cart, how many? (empty to skip):
/// ```
@MainActor
final class ProductDetailConsoleView: ProductDetailView {
  weak var receiver: (any ProductDetailViewReceiver)?
  private let console: any Console
  private var hasShownProduct = false
  private let question = ConsoleQuestion()

  init(console: any Console) {
    self.console = console
  }

  func show(_ state: ProductDetailViewState) {
    if !hasShownProduct {
      hasShownProduct = true
      console.show(Self.product(state))
    }
    if let refusal = state.refusal { console.show(refusal + "\n") }
    guard let text = state.question else { return question.withdraw() }
    question.ask(text, on: console) { [weak self] in self?.handle($0) }
  }

  /// Reads the answer, ignoring surrounding spaces: empty (or nobody to answer) skips, a whole
  /// number from 1 chooses, anything else is mistyped.
  private func handle(_ answer: String?) {
    let text = answer?.trimmingCharacters(in: .whitespaces) ?? ""
    if text.isEmpty {
      receiver?.didSkip()
    } else if let quantity = Int(text), quantity >= 1 {
      receiver?.didChoose(quantity: quantity)
    } else {
      receiver?.didMistype(text)
    }
  }

  private static func product(_ state: ProductDetailViewState) -> String {
    let facts = TextTable(
      alignments: [.left, .left], rows: state.facts.map { [$0.label, $0.value] })
    var text = state.title + "\n" + indented(facts)
    if let heading = state.relatedHeading {
      text += heading + "\n"
      text += indented(TextTable(alignments: [.left, .left, .right], rows: state.related))
    }
    return text
  }

  private static func indented(_ table: TextTable) -> String {
    table.lines().map { "  " + $0 + "\n" }.joined()
  }
}

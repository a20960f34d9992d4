import CatalogInterface
import Core

/// Shows one product with a few others of its category, and asks how many to add to the cart.
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
final class ProductDetailView {
  /// The question, shown as a prompt.
  static let question = "Add to cart, how many? (empty to skip): "

  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  /// Shows the product's name, SKU, category and price, then the related products, if any.
  func show(_ product: Product, related: [Product]) {
    let facts = TextTable(
      alignments: [.left, .left],
      rows: [
        ["SKU", product.sku.code], ["Category", product.category],
        ["Price", product.price.description],
      ])
    var text = product.name + "\n" + Self.indented(facts)
    if !related.isEmpty {
      let others = TextTable(
        alignments: [.left, .left, .right],
        rows: related.map { [$0.sku.code, $0.name, $0.price.description] })
      text += "Also in \(product.category):\n" + Self.indented(others)
    }
    console.show(text)
  }

  /// The quantity question, holding only the console: a customer who takes their time keeps
  /// neither this view nor the detail alive once the detail is gone.
  func quantityQuestion() -> @MainActor () async -> String? {
    { [console] in await console.ask(Self.question) }
  }

  /// Says that an answer was not a quantity.
  func showNotAQuantity(_ answer: String) {
    console.show("\"\(answer)\" is not a whole number from 1.\n")
  }

  private static func indented(_ table: TextTable) -> String {
    table.lines().map { "  " + $0 + "\n" }.joined()
  }
}

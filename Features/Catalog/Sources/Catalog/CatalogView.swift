import CatalogInterface
import Core

/// What the catalog screen shows: products as rows, or categories as a list, or a message.
struct CatalogViewState: Equatable, Sendable {
  /// One product of a list.
  struct Row: Equatable, Sendable {
    var sku: String
    var name: String
    var category: String
    var price: String
  }

  /// `Categories:` above a list of categories.
  var heading: String?
  /// The products, best first; each may be picked to see its detail.
  var rows: [Row] = []
  /// The categories, in order.
  var items: [String] = []
  /// `3 products` under the rows, or `No products match "tea".` in their place.
  var footer: String?

  /// The transform: what the screen shows for a state.
  init(_ state: CatalogState) {
    switch state {
    case .matches(let products, let query) where products.isEmpty:
      footer = "No products match \"\(query)\"."
    case .matches(let products, _), .products(let products):
      rows = products.map {
        Row(sku: $0.sku.code, name: $0.name, category: $0.category, price: "\($0.price)")
      }
      footer = products.count == 1 ? "1 product" : "\(products.count) products"
    case .categories(let names):
      heading = "Categories:"
      items = names
    }
  }
}

/// What the catalog's context shows its state on: the console here, a list screen in an app.
@MainActor
protocol CatalogView: AnyObject {
  /// Receives the product the customer picks; held weakly.
  var receiver: (any CatalogViewReceiver)? { get set }
  /// Shows a state, replacing what was shown.
  func show(_ state: CatalogViewState)
}

/// What the customer does on the catalog's view, handed back to the context.
@MainActor
protocol CatalogViewReceiver: AnyObject {
  /// The customer picked a product of the list, to see it in detail.
  func didSelectProduct(_ sku: SKU)
}

/// Shows products as an aligned table with their count, and categories as an indented list, on
/// the console; the customer picks a product with the `product <sku>` command.
///
/// ```
/// SKU      Name                  Category  Price
/// MUG-001  Stoneware Coffee Mug  Kitchen   $12.50
/// 1 product
/// ```
@MainActor
final class CatalogConsoleView: CatalogView {
  weak var receiver: (any CatalogViewReceiver)?
  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  func show(_ state: CatalogViewState) {
    var text = state.heading.map { $0 + "\n" } ?? ""
    text += state.items.map { "  \($0)\n" }.joined()
    if !state.rows.isEmpty {
      text += TextTable(
        alignments: [.left, .left, .left, .right],
        rows: [["SKU", "Name", "Category", "Price"]]
          + state.rows.map { [$0.sku, $0.name, $0.category, $0.price] }
      ).render()
    }
    console.show(text + (state.footer.map { $0 + "\n" } ?? ""))
  }
}

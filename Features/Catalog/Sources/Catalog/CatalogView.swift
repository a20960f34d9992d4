import Architecture
import CatalogInterface

/// What a catalog view shows: where the customer is, and the products there as rows, the
/// categories as a list, or a sentence. A UI reads it from its `Presentation`; it is made from
/// the context's state by a pure transform, so it is tested as plain values.
public struct CatalogViewState: Equatable, Sendable {
  /// One product of a list.
  public struct Row: Equatable, Sendable {
    /// The product's SKU, which the view hands back when the customer picks the row.
    public var sku: String
    /// The product's name.
    public var name: String
    /// The product's category.
    public var category: String
    /// The price, formatted: `$12.50`.
    public var price: String

    /// A row.
    public init(sku: String, name: String, category: String, price: String) {
      self.sku = sku
      self.name = name
      self.category = category
      self.price = price
    }
  }

  /// Where the customer is: `Catalog` for the categories, a category's name, or `Search: mug`.
  public var title: String
  /// `Categories:` above the list of categories.
  public var heading: String?
  /// The products, best first; each may be picked to see its detail.
  public var rows: [Row]
  /// The categories, in order; each may be picked to see its products.
  public var items: [String]
  /// `3 products` under the rows, or `No products match "tea".` in their place.
  public var footer: String?

  /// A view state: all of it empty by default, as the catalog shows nothing of its own while a
  /// product's detail is all it was asked for.
  public init(
    title: String = "Catalog", heading: String? = nil, rows: [Row] = [], items: [String] = [],
    footer: String? = nil
  ) {
    self.title = title
    self.heading = heading
    self.rows = rows
    self.items = items
    self.footer = footer
  }

  /// Whether there is nothing to show.
  public var isEmpty: Bool { heading == nil && rows.isEmpty && items.isEmpty && footer == nil }
}

extension CatalogViewState {
  /// The transform: what the views show for a state, the list the customer opened last.
  init(_ state: CatalogState) {
    switch state.levels.last {
    case nil:
      self.init()
    case .categories(let names):
      self.init(heading: "Categories:", items: names)
    case .category(let name, let products):
      self.init(title: name, rows: Self.rows(products), footer: Self.count(products))
    case .matches(let query, let products) where products.isEmpty:
      self.init(title: "Search: \(query)", footer: "No products match \"\(query)\".")
    case .matches(let query, let products):
      self.init(title: "Search: \(query)", rows: Self.rows(products), footer: Self.count(products))
    }
  }

  private static func rows(_ products: [Product]) -> [Row] {
    products.map {
      Row(sku: $0.sku.code, name: $0.name, category: $0.category, price: "\($0.price)")
    }
  }

  private static func count(_ products: [Product]) -> String {
    products.count == 1 ? "1 product" : "\(products.count) products"
  }
}

/// What the customer does on a catalog view, handed back to the catalog's context, which
/// implements it.
@MainActor
public protocol CatalogViewReceiver: AnyObject {
  /// The customer searched for words; a search without words is ignored.
  func didSearch(_ query: String)
  /// The customer picked a category of the list, to see its products.
  func didSelectCategory(_ name: String)
  /// The customer picked a product of the list, to see it in detail.
  func didSelectProduct(_ sku: SKU)
  /// The customer went back: to the list before this one, or out of the catalog from the
  /// first. Ignored while a product's detail is shown over the catalog.
  func didRequestBack()
}

/// Makes the catalog's views: what the app's UI target supplies through
/// ``CatalogDependencies/catalogViews``, terminal screens, printed lines or a SwiftUI view,
/// with no change to the feature.
@MainActor
public protocol CatalogViewFactory: ProductDetailViewFactory {
  /// The view of the lists: categories, a category's products, a search's matches.
  /// - Parameters:
  ///   - presentation: What to show; the context keeps it current while the catalog runs.
  ///   - receiver: Where the view hands what the customer does; hold it weakly.
  /// - Returns: The view, which the catalog's board presents.
  func makeCatalogView(
    _ presentation: Presentation<CatalogViewState>, receiver: any CatalogViewReceiver
  ) -> any ViewControllable
}

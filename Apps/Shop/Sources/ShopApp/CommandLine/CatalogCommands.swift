import CatalogInterface
import CommandLineKit

/// `search`, `browse` and `product`: each runs the catalog board once.
enum CatalogCommands {
  static let words = Argument<[String]>(
    "words", minimumCount: 1, summary: "words that the name or category must all contain")
  static let category = Argument<String?>("category", summary: "a category to list")
  static let sku = Argument<String>("sku", summary: "the product's code, such as MUG-001")

  static var all: [Command<ShopAction>] {
    [
      Command(
        "search", summary: "find products whose name or category match every word",
        parameters: [words],
        action: { call, session in
          try await session.shop.run(.catalog, .search(call[words].joined(separator: " ")))
        }),
      Command(
        "browse", summary: "list the categories, or the products of one category",
        parameters: [category],
        action: { call, session in
          let request = call[category].map(CatalogRequest.category) ?? .categories
          try await session.shop.run(.catalog, request)
        }),
      Command(
        "product", summary: "show a product; at a terminal, offers to add it to the cart",
        parameters: [sku],
        action: { call, session in
          try await session.shop.run(.catalog, .product(SKU(call[sku])))
        }),
    ]
  }
}

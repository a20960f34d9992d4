import CartInterface
import CatalogInterface

/// `shop cart [add <sku> [quantity] | set <sku> <quantity> | remove <sku>]`.
struct CartCommand: ShopCommand {
  let cart: any CartService
  let name = "cart"
  let arguments = "[add <sku> [quantity] | set <sku> <quantity> | remove <sku>]"
  let summary = "show the cart, or add, change or remove a product"

  func run(_ arguments: [String]) async throws -> String {
    guard let action = arguments.first else { return CartTable.render(try cart.contents()) }
    let rest = Array(arguments.dropFirst())
    switch action {
    case "add":
      try expect(rest, count: 1...2)
      let count = rest.count == 2 ? try quantity(rest[1]) : 1
      let contents = try cart.add(SKU(rest[0]), quantity: count)
      return "Added \(count) × \(SKU(rest[0])).\n" + CartTable.render(contents)
    case "set":
      try expect(rest, count: 2...2)
      let contents = try cart.setQuantity(try quantity(rest[1]), for: SKU(rest[0]))
      return CartTable.render(contents)
    case "remove":
      try expect(rest, count: 1...1)
      let contents = try cart.remove(SKU(rest[0]))
      return "Removed \(SKU(rest[0])).\n" + CartTable.render(contents)
    default:
      throw usageError("unknown cart action \"\(action)\"")
    }
  }
}

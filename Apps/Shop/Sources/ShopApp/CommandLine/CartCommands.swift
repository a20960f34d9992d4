import CartInterface
import CatalogInterface
import CommandLineKit

/// `cart`, `cart add`, `cart set` and `cart remove`: each runs the cart board once.
enum CartCommands {
  static let sku = Argument<String>("sku", summary: "the product's code, such as MUG-001")
  static let quantity = Argument<Int>(
    "quantity", default: 1, parser: quantityParser, summary: "how many units to add, from 1 to 999")
  static let newQuantity = Argument<Int>(
    "quantity", parser: quantityParser, summary: "the new number of units, 1 to 999")

  /// Reads a number of units from 1 to 999: any other word, a number out of range or one too
  /// large for a whole number, is a usage error with the cart's own message.
  static let quantityParser = ValueParser<Int>(valueName: "number") { text in
    guard let value = Int(text), CartQuantity.allowed.contains(value) else {
      throw InvalidValue(CartError.invalidQuantity(text).description)
    }
    return value
  }

  static var cart: Command<ShopAction> {
    Command(
      "cart", summary: "show the cart, or add, change or remove a product",
      subcommands: [
        Command(
          "add", summary: "add a product to the cart", parameters: [sku, quantity],
          action: { call, session in
            try await session.shop.run(.cart, .add(SKU(call[sku]), quantity: call[quantity]))
          }),
        Command(
          "set", summary: "change how many units of a product are in the cart",
          parameters: [sku, newQuantity],
          action: { call, session in
            try await session.shop.run(
              .cart, .setQuantity(SKU(call[sku]), quantity: call[newQuantity]))
          }),
        Command(
          "remove", summary: "remove a product from the cart", parameters: [sku],
          action: { call, session in try await session.shop.run(.cart, .remove(SKU(call[sku]))) }),
      ],
      action: { _, session in try await session.shop.run(.cart, .show) })
  }
}

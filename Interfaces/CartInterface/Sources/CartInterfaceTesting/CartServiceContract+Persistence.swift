import CartInterface
import Testing

extension CartServiceContract {
  /// What a cart kept in storage promises besides ``rules``: every instance over the same
  /// storage holds the same contents. The rules make two carts with one ``MakeCart``.
  public static let persistenceRules: [Rule] = [
    Rule("a cart made again over the same storage holds the same lines, in order") { make in
      let first = try make(products)
      try first.add(pen.sku, quantity: 2)
      try first.add(pad.sku, quantity: 1)
      let kept = try first.setQuantity(3, for: pen.sku)
      #expect(try make(products).contents() == kept)
    },
    Rule("a change through one instance is seen by the others over the same storage") { make in
      let first = try make(products)
      let second = try make(products)
      try first.add(pen.sku, quantity: 1)
      let merged = try second.add(pen.sku, quantity: 2)
      #expect(merged.lines == [CartLine(product: pen, quantity: 3)])
      #expect(try first.contents() == merged)
      try second.add(ink.sku, quantity: 1)
      try first.remove(pen.sku)
      #expect(try second.contents().lines == [CartLine(product: ink, quantity: 1)])
      try second.clear()
      #expect(try first.contents() == CartContents())
    },
  ]
}

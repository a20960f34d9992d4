import Architecture
import ArchitectureTesting
import Cart
import CartInterface
import CartTesting
import CatalogInterface

// Runs the cart feature alone over the stub catalog and in-memory storage, with a subscriber
// standing in for the app's prompt, and prints a short session.

/// Stands in for the app's prompt: it hears every CartChanged and keeps the item count.
final class PromptBadge: Sendable {
  let received = Recorder<CartChanged>()

  func show(_ event: CartChanged) {
    received.record(event)
    print("    [cart changed: \(event.itemCount) items, \(event.total)]")
  }
}

func table(_ contents: CartContents) -> String {
  let header = ["SKU", "Name", "Qty", "Price", "Total"]
  let rows = contents.lines.map {
    [$0.sku.code, $0.name, "\($0.quantity)", "\($0.unitPrice)", "\($0.total)"]
  }
  let widths = header.indices.map { column in
    ([header] + rows).map { $0[column].count }.max() ?? 0
  }
  func line(_ cells: [String]) -> String {
    cells.enumerated().map { column, cell in
      let pad = String(repeating: " ", count: widths[column] - cell.count)
      return column < 2 ? cell + pad : pad + cell
    }.joined(separator: "  ")
  }
  let items = "\(contents.itemCount) items"
  let total = "\(contents.total)"
  let gap = max(1, line(header).count - items.count - total.count)
  let footer = items + String(repeating: " ", count: gap) + total
  return ([line(header)] + rows.map(line) + [footer]).map { "  " + $0 }.joined(separator: "\n")
}

let dependencies = TestCartDependencies()
let badge = PromptBadge()
dependencies.cartChanges.subscribe(badge) { badge, event in badge.show(event) }
let graph = CartBuilder(dependencies: dependencies).build(listener: (), id: "cart")
let cart = graph.interface

func run(_ command: String, _ body: () throws -> Void) {
  print("> \(command)")
  do {
    try body()
  } catch {
    print("  error: \(error)")
  }
}

run("cart add MUG-001 2") { try cart.add("MUG-001", quantity: 2) }
run("cart add TEA-010") { try cart.add("TEA-010", quantity: 1) }
run("cart set TEA-010 3") { try cart.setQuantity(3, for: "TEA-010") }
run("cart add XYZ-999") { try cart.add("XYZ-999", quantity: 1) }
run("cart set MUG-001 0") { try cart.setQuantity(0, for: "MUG-001") }
run("cart add LMP-200") { try cart.add("LMP-200", quantity: 1) }
run("cart remove MUG-001") { try cart.remove("MUG-001") }
run("cart") { print(table(try cart.contents())) }

let counts = badge.received.values.map { "\($0.itemCount)" }.joined(separator: " → ")
print(
  "The prompt's subscriber heard \(badge.received.values.count) changes (item counts \(counts));")
print("the two refused commands published nothing.")

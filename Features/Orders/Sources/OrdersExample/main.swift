import CartInterface
import CartInterfaceTesting
import CatalogInterface
import CatalogInterfaceTesting
import Orders
import OrdersInterface
import OrdersTesting
import PaymentsInterface

// Runs the orders feature alone: places two orders from the lines of a fake cart, then prints
// the history and one order in detail, as `shop orders` and `shop orders <id>` do.

let dependencies = TestOrdersDependencies()
let history = OrdersBuilder(dependencies: dependencies).build(listener: (), id: "orders").interface
let cart: any CartService = FakeCart(products: StubCatalog.sampleProducts)

func placeCartOrder(address: String, method: String, reference: String) throws -> Order {
  let contents = try cart.contents()
  let receipt = PaymentReceipt(reference: reference, method: method, amount: contents.total)
  let order = try history.place(
    OrderDetails(
      customer: "ada@example.com", lines: contents.lines, shippingAddress: address,
      payment: receipt))
  try cart.clear()
  print("Placed order \(order.id): \(contents.itemCount) items, \(order.total), \(method)")
  return order
}

print("> shop orders")
print(try history.orders().isEmpty ? "No orders yet." : "unexpected orders")

try cart.add("MUG-001", quantity: 2)
try cart.add("TEA-010", quantity: 1)
let first = try placeCartOrder(
  address: "12 Harbour Road, Leith", method: "card ending 4242",
  reference: "CARD-4242-1768471200")

dependencies.base.fixedClock.advance(by: 2 * 86_400)
try cart.add("LMP-200", quantity: 1)
try cart.add("TEA-010", quantity: 3)
_ = try placeCartOrder(
  address: "Karl Johans gate 1, Oslo", method: "invoice to ada@example.com",
  reference: "INV-1768644000")

print("\n> shop orders")
print(OrderFormatting.summaryTable(try history.orders()), terminator: "")
print("\n> shop orders \(first.id)")
print(OrderFormatting.detail(try history.order(id: first.id) ?? first), terminator: "")
print("\n> shop orders 999")
print(try history.order(id: 999) == nil ? "no order numbered 999" : "unexpected order")

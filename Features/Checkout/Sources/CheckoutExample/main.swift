import AccountInterfaceTesting
import Architecture
import CartInterface
import Checkout
import CheckoutInterface
import CheckoutTesting
import PaymentsInterface
import PaymentsInterfaceTesting

// Runs checkout alone against fake cart, payments, orders and account, as the app would: attach
// the flow, run the sub-flow behind the signed-in barrier, detach the flow.

let cart = CheckoutFixtures.makeCart()
let account = FakeAccount()
let approving = TestCheckoutDependencies(cart: cart, account: account)
let declining = TestCheckoutDependencies(
  cart: cart, payments: FakePayments(failingWith: .declined("insufficient funds")),
  orders: approving.fakeOrders, account: account)
let listener = ExampleListener()
let tracker = LeakTracker(gracePeriod: .milliseconds(10))
let tree = FlowTree(leakTracker: tracker)
tree.launch(Flow(context: ShopContext()))
let gate = TestSignedInBarrier(
  account: account, resolution: .signIn(CheckoutFixtures.customerEmail))

@MainActor
func showCart() throws {
  let contents = try cart.contents()
  let lines = contents.lines.map { "\($0.quantity) x \($0.name) \($0.unitPrice)" }
  let items = lines.isEmpty ? "empty" : lines.joined(separator: ", ")
  print("cart: \(items) (\(contents.itemCount) items, \(contents.total))")
}

@MainActor
func checkout(
  _ title: String, _ dependencies: TestCheckoutDependencies, address: String,
  printTrace: Bool = false
) async throws {
  print("> checkout \(title)")
  let flow = CheckoutBuilder(dependencies: dependencies).build(listener: listener, id: "example")
  tree.root?.attach(flow)
  defer { tree.root?.detach(flow) }
  let orchestrator = Orchestrator()
  let request = CheckoutRequest(shippingAddress: address, payment: CheckoutFixtures.card)
  do {
    _ = try await flow.run(request, guardedBy: gate.barrier, in: orchestrator)
  } catch let error as CheckoutError {
    print("  refused:  \(error)")
  }
  if printTrace {
    print("  trace:")
    print(
      orchestrator.traceDescription().split(separator: "\n").map { "    \($0)" }.joined(
        separator: "\n"))
  }
}

print("signed in: \((try account.currentUser())?.email.value ?? "nobody")")
try showCart()
try await checkout(
  "(signed out: the barrier signs in first)", approving, address: CheckoutFixtures.address,
  printTrace: true)
try showCart()

_ = try cart.add(CheckoutFixtures.notebook.sku, quantity: 2)
try showCart()
try await checkout("with a card that is declined", declining, address: CheckoutFixtures.address)
try await checkout("to a one-word address", approving, address: "  Home ")
try showCart()

try cart.clear()
try await checkout("with an empty cart", approving, address: CheckoutFixtures.address)
print(
  "payments requested: \(approving.fakePayments.requests.count) approved, \(declining.fakePayments.requests.count) declined"
)
print(
  "orders: \(try approving.orders.orders().map { "\($0.id) \($0.total)" }.joined(separator: ", "))")
tree.shutdown()
let leaks = await tracker.waitForChecks()
print("flows detached: \(leaks.isEmpty ? "all released" : "\(leaks.count) leaked")")

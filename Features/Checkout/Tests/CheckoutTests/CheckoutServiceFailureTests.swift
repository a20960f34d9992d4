import AccountInterface
import Architecture
import CartInterface
import CartInterfaceTesting
import CatalogInterface
import Checkout
import CheckoutInterface
import CheckoutInterfaceTesting
import CheckoutTesting
import Core
import CoreTesting
import OrdersInterface
import PaymentsInterface
import Testing

@Suite("Checkout when a service fails")
@MainActor
struct CheckoutServiceFailureTests {
  @Test("an order history that cannot be written: the error surfaces and the cart is kept")
  func orderNotRecorded() async throws {
    let base = TestBaseDependencies()
    let cart = CheckoutFixtures.makeCart()
    let dependencies = StubDependencies(
      base: TestCheckoutDependencies(cart: cart, base: base), cart: cart,
      orders: BrokenOrderHistory())
    let listener = CheckoutListenerSpy()
    let flow = CheckoutBuilder(dependencies: dependencies).build(listener: listener, id: "f1")
    await #expect(throws: StubFailure.self) {
      try await flow.run(CheckoutFixtures.request, guardedBy: nil, in: Orchestrator())
    }
    #expect(try cart.contents().lines == CheckoutFixtures.lines)
    #expect(listener.placed.isEmpty)
    #expect(listener.completed.map(\.step) == [.review, .shipping, .payment])
    let errors = base.spyLogger.entries.filter { $0.level == .error }.map(\.message)
    #expect(errors.count == 1)
    #expect(errors.first?.contains("FAKE-1") == true)
  }

  @Test("an account that cannot be read: the error surfaces and nothing is charged")
  func accountUnreadable() async throws {
    let test = TestCheckoutDependencies()
    let dependencies = StubDependencies(
      base: test, cart: test.cart, orders: test.orders, currentUser: UnreadableAccount())
    let listener = CheckoutListenerSpy()
    let flow = CheckoutBuilder(dependencies: dependencies).build(listener: listener, id: "f3")
    await #expect(throws: StubFailure.self) {
      try await flow.run(CheckoutFixtures.request, guardedBy: nil, in: Orchestrator())
    }
    #expect(test.fakePayments.requests.isEmpty)
    #expect(try test.cart.contents().lines == CheckoutFixtures.lines)
    #expect(listener.completed.isEmpty)
  }

  @Test("a cart that cannot be emptied after the order: the order is still reported, and logged")
  func cartNotCleared() async throws {
    let base = TestBaseDependencies()
    let cart = UnclearableCart(CheckoutFixtures.makeCart())
    let test = TestCheckoutDependencies(base: base)
    let dependencies = StubDependencies(base: test, cart: cart, orders: test.fakeOrders)
    let listener = CheckoutListenerSpy()
    let flow = CheckoutBuilder(dependencies: dependencies).build(listener: listener, id: "f2")
    let order = try await flow.run(CheckoutFixtures.request, guardedBy: nil, in: Orchestrator())
    #expect(try test.fakeOrders.orders() == [order])
    #expect(listener.placed == [order])
    let errors = base.spyLogger.entries.filter { $0.level == .error }.map(\.message)
    #expect(errors == ["order 1001 placed but the cart could not be emptied: stub failure"])
  }
}

/// The test dependencies with the cart and order history replaced.
private struct StubDependencies: CheckoutDependencies {
  let base: TestCheckoutDependencies
  let cart: any CartService
  let orders: any OrderHistory
  var currentUser: any CurrentUserProviding
  var payments: any PaymentProcessing { base.payments }
  var logger: any Logger { base.logger }
  var clock: any WallClock { base.clock }
  var storage: any DocumentStorage { base.storage }
}

extension StubDependencies {
  init(base: TestCheckoutDependencies, cart: any CartService, orders: any OrderHistory) {
    self.init(base: base, cart: cart, orders: orders, currentUser: base.currentUser)
  }
}

private struct UnreadableAccount: CurrentUserProviding {
  func currentUser() throws -> User? { throw StubFailure() }
}

private struct StubFailure: Error, CustomStringConvertible {
  var description: String { "stub failure" }
}

private struct BrokenOrderHistory: OrderHistory {
  func place(_ details: OrderDetails) throws -> Order { throw StubFailure() }
  func orders() throws -> [Order] { [] }
  func order(id: Int) throws -> Order? { nil }
}

private struct UnclearableCart: CartService {
  let wrapped: FakeCart
  init(_ wrapped: FakeCart) { self.wrapped = wrapped }
  func contents() throws -> CartContents { try wrapped.contents() }
  func add(_ sku: SKU, quantity: Int) throws -> CartContents {
    try wrapped.add(sku, quantity: quantity)
  }
  func setQuantity(_ quantity: Int, for sku: SKU) throws -> CartContents {
    try wrapped.setQuantity(quantity, for: sku)
  }
  func remove(_ sku: SKU) throws -> CartContents { try wrapped.remove(sku) }
  func clear() throws { throw StubFailure() }
}

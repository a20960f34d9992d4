import AccountInterface
import AccountInterfaceTesting
import CartInterface
import CartInterfaceTesting
import CatalogInterface
import CheckoutInterface
import CheckoutTesting
import Core
import CoreTesting
import OrdersInterface
import OrdersInterfaceTesting
import PaymentsInterface
import PaymentsInterfaceTesting
import Testing

@testable import Checkout

/// The placement over fakes that keep their contracts.
struct PlacementFixture {
  let cart = CheckoutFixtures.makeCart()
  let orders: any OrderHistory
  let payments = FakePaymentLedger()
  let storage = InMemoryStorage()
  let logger = SpyLogger()

  init(orders: any OrderHistory = FakeOrderHistory()) {
    self.orders = orders
  }

  var placement: OrderPlacement {
    OrderPlacement(
      cart: cart, orders: orders, payments: payments, storage: storage, logger: logger)
  }

  /// What the customer reviewed: the fixture cart's two lines, $41.00.
  let draft = OrderDraft(
    customer: CheckoutFixtures.customerEmail, lines: CheckoutFixtures.lines,
    shippingAddress: CheckoutFixtures.address)

  /// The payment of the draft.
  let receipt = PaymentReceipt(
    reference: "CARD-4242-1", method: "card ending 4242",
    amount: Money(minorUnits: 4100, currency: "USD"))
}

@Suite("Placing an order: one attempt at a time, and a refusal before anything is charged")
struct OrderPlacementTests {
  @Test("begin records a pending order and charges nothing; complete places it and takes its lines")
  func wholeAttempt() throws {
    let fixture = PlacementFixture()
    let attempt = try fixture.placement.begin(fixture.draft, checkout: "K1")
    #expect(try fixture.orders.pendingOrders().map(\.id) == [1001])
    #expect(fixture.payments.all.isEmpty)
    _ = try fixture.cart.add(CheckoutFixtures.notebook.sku, quantity: 1)
    _ = try fixture.cart.add(CheckoutFixtures.mug.sku, quantity: 1)
    let order = try attempt.complete(with: fixture.receipt)
    #expect(order.id == 1001)
    #expect(order.details == OrderDetails(fixture.draft, payment: fixture.receipt))
    #expect(try fixture.orders.pendingOrders().isEmpty)
    #expect(
      try fixture.cart.contents().lines == [
        CartLine(product: CheckoutFixtures.mug, quantity: 1),
        CartLine(product: CheckoutFixtures.notebook, quantity: 1),
      ], "what was added meanwhile stays")
  }

  @Test("an order begins only for the customer signed in now; another or nobody: nothing charged")
  func customerSignedInNow() throws {
    let fixture = PlacementFixture()
    let account = FakeAccount(signedInAs: "bob@example.com")
    var placement = fixture.placement
    placement.currentUser = account
    #expect(throws: CheckoutError.customerChanged) {
      try placement.begin(fixture.draft, checkout: "K1")
    }
    try account.signOut()
    #expect(throws: CheckoutError.customerChanged) {
      try placement.begin(fixture.draft, checkout: "K1")
    }
    #expect(try fixture.orders.pendingOrders().isEmpty)
    #expect(fixture.payments.all.isEmpty)
    _ = try account.signIn(EmailAddress(CheckoutFixtures.customerEmail))
    let attempt = try placement.begin(fixture.draft, checkout: "K1")
    #expect(try fixture.orders.pendingOrders().map(\.id) == [1001])
    attempt.abandon()
    #expect(
      CheckoutError.customerChanged.description.count <= 80,
      "said whole on an 80-column status line")
  }

  @Test("the customer cannot change from begin until the order is placed or dropped")
  func customerHeldDuringPlacement() throws {
    let fixture = PlacementFixture()
    var placement = fixture.placement
    placement.currentUser = FakeAccount(signedInAs: CheckoutFixtures.customerEmail)
    func signInIsRefused() throws -> Bool {
      guard let change = try fixture.storage.holdExclusiveAccess(toKey: SignInLock.key) else {
        return true
      }
      change.release()
      return false
    }
    let dropped = try placement.begin(fixture.draft, checkout: "K1")
    #expect(try signInIsRefused(), "a sign-in or sign-out now is refused")
    dropped.abandon()
    #expect(try !signInIsRefused(), "free once the order is dropped")

    let change = try #require(try fixture.storage.holdExclusiveAccess(toKey: SignInLock.key))
    #expect(throws: CheckoutError.customerChanged, "a change of customer under way") {
      try placement.begin(fixture.draft, checkout: "K2")
    }
    #expect(try fixture.orders.pendingOrders().isEmpty)
    change.release()

    let placed = try placement.begin(fixture.draft, checkout: "K3")
    #expect(try signInIsRefused())
    _ = try placed.complete(with: fixture.receipt)
    #expect(try !signInIsRefused(), "free once the order is placed")
  }

  @Test("while one attempt runs, another is refused and says why; then the cart has changed")
  func oneAtATime() throws {
    let fixture = PlacementFixture()
    let first = try fixture.placement.begin(fixture.draft, checkout: "K1")
    #expect(throws: CheckoutError.inProgress) {
      try fixture.placement.begin(fixture.draft, checkout: "K2")
    }
    #expect(try fixture.placement.recoverInterrupted() == [], "a running attempt is left alone")
    #expect(try fixture.orders.pendingOrders().map(\.checkout) == ["K1"])
    _ = try first.complete(with: fixture.receipt)
    #expect(throws: CheckoutError.cartChanged, "the first one took the lines") {
      try fixture.placement.begin(fixture.draft, checkout: "K2")
    }
    #expect(try fixture.orders.pendingOrders().isEmpty)
    #expect(try fixture.orders.orders().count == 1)
  }

  @Test("a cart that no longer holds the reviewed lines is refused before anything is recorded")
  func cartChanged() throws {
    let fixture = PlacementFixture()
    _ = try fixture.cart.setQuantity(1, for: CheckoutFixtures.mug.sku)
    #expect(throws: CheckoutError.cartChanged) {
      try fixture.placement.begin(fixture.draft, checkout: "K1")
    }
    #expect(try fixture.orders.pendingOrders().isEmpty)
  }

  @Test("a pending order that cannot be recorded stops checkout before the payment")
  func orderNotRecorded() throws {
    let fixture = PlacementFixture(orders: UnrecordableHistory())
    let error = #expect(throws: CheckoutError.self) {
      try fixture.placement.begin(fixture.draft, checkout: "K1")
    }
    #expect(error == .orderNotRecorded("the disk is full"))
    #expect(error?.description.contains("nothing was charged") == true)
    #expect(try fixture.storage.holdExclusiveAccess(toKey: "checkout") != nil, "the key is free")
  }

  @Test("abandoned without a payment, the pending order is dropped and the cart kept")
  func abandonUnpaid() throws {
    let fixture = PlacementFixture()
    try fixture.placement.begin(fixture.draft, checkout: "K1").abandon()
    #expect(try fixture.orders.pendingOrders().isEmpty)
    #expect(try fixture.orders.orders().isEmpty)
    #expect(try fixture.cart.contents().lines == CheckoutFixtures.lines)
    #expect(
      try fixture.placement.begin(fixture.draft, checkout: "K2").pending.id == 1001,
      "the dropped number is used again")
  }

  @Test("an attempt let go while the ledger has its payment places the order after all")
  func abandonPaid() throws {
    let fixture = PlacementFixture()
    var attempt: PlacementAttempt? = try fixture.placement.begin(fixture.draft, checkout: "K1")
    fixture.payments.record(fixture.receipt, forKey: "K1")
    #expect(attempt != nil)
    attempt = nil
    #expect(try fixture.orders.orders().map(\.id) == [1001])
    #expect(try fixture.cart.contents().isEmpty)
    #expect(try fixture.storage.holdExclusiveAccess(toKey: "checkout") != nil, "the key is free")
  }
}

@Suite("Settling a checkout killed after each of its steps")
struct InterruptedCheckoutTests {
  /// The state a process killed after `step` leaves: each step is one write, done as the
  /// placement does it, and the process's hold on the checkout ends with it.
  enum Step: String, CaseIterable {
    case recordedPending = "the pending order was recorded"
    case charged = "the payment was taken"
    case cartTaken = "the ordered lines left the cart"
    case placed = "the order was placed"
  }

  private func killed(after step: Step, in fixture: PlacementFixture) throws {
    let steps = Step.allCases
    let done = steps[...steps.firstIndex(of: step)!]
    _ = try fixture.cart.add(CheckoutFixtures.notebook.sku, quantity: 1)
    for step in done {
      switch step {
      case .recordedPending: _ = try fixture.orders.recordPending(fixture.draft, checkout: "K1")
      case .charged: fixture.payments.record(fixture.receipt, forKey: "K1")
      case .cartTaken: _ = try fixture.cart.removeOrdered(fixture.draft.lines, checkout: "K1")
      case .placed: _ = try fixture.orders.completePending(checkout: "K1", payment: fixture.receipt)
      }
    }
  }

  @Test(
    "the next start places it exactly once if it was paid, and drops it if it was not",
    arguments: Step.allCases)
  func settled(after step: Step) throws {
    let fixture = PlacementFixture()
    try killed(after: step, in: fixture)
    let settled = try fixture.placement.recoverInterrupted()
    let paid = step != .recordedPending
    #expect(try fixture.orders.pendingOrders().isEmpty)
    #expect(try fixture.orders.orders().count == (paid ? 1 : 0))
    #expect(fixture.payments.all.count == (paid ? 1 : 0), "never charged again")
    let expected =
      paid
      ? [CartLine(product: CheckoutFixtures.notebook, quantity: 1)]
      : CheckoutFixtures.lines + [CartLine(product: CheckoutFixtures.notebook, quantity: 1)]
    #expect(try fixture.cart.contents().lines == expected, "ordered lines leave, once; others stay")
    switch (step, settled.first) {
    case (.recordedPending, .dropped(let pending)?): #expect(pending.id == 1001)
    case (.charged, .completed(let order)?), (.cartTaken, .completed(let order)?):
      #expect(order.details.payment == fixture.receipt)
    case (.placed, nil): break
    default: Issue.record("after \(step.rawValue): \(settled)")
    }
    #expect(try fixture.placement.recoverInterrupted() == [], "settling again does nothing")
    #expect(try fixture.orders.orders().count == (paid ? 1 : 0))
  }

  @Test(
    "the next checkout settles it first, then places its own order under the next number",
    arguments: Step.allCases)
  func nextCheckoutSettlesFirst(after step: Step) throws {
    let fixture = PlacementFixture()
    try killed(after: step, in: fixture)
    let remaining = try fixture.cart.contents().lines
    let paid = step != .recordedPending
    let next = OrderDraft(
      customer: CheckoutFixtures.customerEmail,
      lines: paid ? [CartLine(product: CheckoutFixtures.notebook, quantity: 1)] : remaining,
      shippingAddress: CheckoutFixtures.address)
    let attempt = try fixture.placement.begin(next, checkout: "K2")
    #expect(attempt.pending.id == (paid ? 1002 : 1001))
    #expect(try fixture.orders.orders().count == (paid ? 1 : 0))
    _ = try attempt.complete(with: fixture.receipt)
    #expect(try fixture.cart.contents().isEmpty)
  }
}

/// A history whose pending orders cannot be written.
private final class UnrecordableHistory: OrderHistory {
  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }
  private let history = FakeOrderHistory()

  func place(_ details: OrderDetails) throws -> Order { try history.place(details) }
  func orders() throws -> [Order] { try history.orders() }
  func order(id: Int) throws -> Order? { try history.order(id: id) }
  func recordPending(_ draft: OrderDraft, checkout: String) throws -> PendingOrder {
    throw DiskFull()
  }
  func pendingOrders() throws -> [PendingOrder] { try history.pendingOrders() }
  func completePending(checkout: String, payment: PaymentReceipt) throws -> Order {
    try history.completePending(checkout: checkout, payment: payment)
  }
  func dropPending(checkout: String) throws { try history.dropPending(checkout: checkout) }
}

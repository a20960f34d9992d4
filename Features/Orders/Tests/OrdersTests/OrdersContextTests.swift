import AccountInterface
import Architecture
import ArchitectureTesting
import CoreTesting
import Orders
import OrdersInterface
import OrdersTesting
import TerminalUITesting
import Testing

/// The orders module on a motherboard whose boards present on a recording navigation, with the
/// recording views: a test plays the customer through the receivers the views were given.
@MainActor
struct RecordedOrders {
  let dependencies = TestOrdersDependencies()
  let navigation = RecordingNavigation()
  let harness: BoardHarness

  init() throws {
    harness = try BoardHarness(
      [OrdersModule(dependencies: dependencies)], navigation: navigation)
  }

  var views: RecordingOrdersViews { dependencies.recordedViews }
  var shown: OrdersViewState? { views.orders?.presentation.viewState }
  var detail: OrderDetailViewState? { views.orderDetail?.presentation.viewState }

  /// Places orders, a day apart.
  func place(_ orders: OrderDetails...) throws {
    for details in orders {
      _ = try dependencies.orders.place(details)
      dependencies.base.fixedClock.advance(by: 86_400)
    }
  }

  /// Runs the orders board until the customer leaves; the view is shown once the task ran.
  func open(_ request: OrdersRequest = .history) async -> Task<BoardCompletion, Never> {
    let run = Task { await harness.motherboard.io(.orders).run(request) }
    await waitUntil("the orders are open") { views.orders != nil }
    return run
  }
}

@Suite("The orders' contexts, through their receivers and their board's command")
@MainActor
struct OrdersContextTests {
  @Test("the history as it starts; picking an order opens its detail over it, until left")
  func historyAndDetail() async throws {
    let orders = try RecordedOrders()
    try orders.place(OrdersFixtures.mugsAndTea, OrdersFixtures.oneLamp, OrdersFixtures.teaForGrace)
    let run = await orders.open()
    #expect(orders.shown?.rows.map(\.id) == [1002, 1001])
    #expect(orders.navigation.stack == ["OrdersView"])

    orders.views.orders?.receiver?.didSelectOrder(id: 1001)
    #expect(orders.navigation.stack == ["OrdersView", "OrderDetailView"])
    #expect(orders.detail?.title == "Order 1001, placed 2026-01-15 by ada@example.com")
    #expect(orders.detail?.position == "The 1st of 2 orders placed by ada@example.com.")
    orders.views.orders?.receiver?.didRequestBack()
    #expect(orders.navigation.stack.count == 2, "back on the orders waits for the detail")

    orders.views.orderDetail?.receiver?.didRequestBack()
    #expect(orders.navigation.stack == ["OrdersView"])
    orders.views.orders?.receiver?.didSelectOrder(id: 1003)
    #expect(orders.shown?.problem == "\(OrdersError.noSuchOrder(1003))", "grace's: not hers")
    #expect(orders.navigation.stack == ["OrdersView"])

    orders.views.orders?.receiver?.didRequestBack()
    #expect(await run.value == .finished)
    #expect(orders.navigation.stack.isEmpty)
    #expect(await orders.harness.finish().isEmpty)
  }

  @Test("refresh: the board's command reaches the open orders, which show the new order")
  func refresh() async throws {
    let orders = try RecordedOrders()
    try orders.place(OrdersFixtures.mugsAndTea)
    let run = await orders.open()
    #expect(orders.shown?.rows.map(\.id) == [1001])

    try orders.place(OrdersFixtures.oneLamp)
    #expect(orders.shown?.rows.map(\.id) == [1001], "nothing reads the orders on its own")
    orders.harness.motherboard.io(.orders).send(.refresh)
    #expect(orders.shown?.rows.map(\.id) == [1002, 1001])
    #expect(orders.shown?.summary == "2 orders")

    try orders.place(OrdersFixtures.mugsAndTea)
    let again = orders.harness.motherboard.io(.orders).activate(.history)
    #expect(again.outcome == .activated)
    #expect(orders.shown?.rows.map(\.id) == [1003, 1002, 1001], "asked again, read again")
    #expect(orders.navigation.stack == ["OrdersView"], "the open orders, not another")

    orders.views.orders?.receiver?.didRequestBack()
    #expect(await run.value == .finished)
    #expect(await orders.harness.finish().isEmpty)
  }

  @Test("refreshed after a sign-out, the orders and the open detail go; signed in, they come")
  func refreshFollowsWhoIsSignedIn() async throws {
    let orders = try RecordedOrders()
    try orders.place(OrdersFixtures.mugsAndTea, OrdersFixtures.teaForGrace)
    let run = await orders.open()
    orders.views.orders?.receiver?.didSelectOrder(id: 1001)
    #expect(orders.navigation.stack == ["OrdersView", "OrderDetailView"])

    try orders.dependencies.fakeAccount.signOut()
    orders.harness.motherboard.io(.orders).send(.refresh)
    #expect(orders.navigation.stack == ["OrdersView"], "ada's order is no longer shown")
    #expect(orders.shown == OrdersViewState(problem: "\(OrdersError.notSignedIn)"))

    try orders.dependencies.fakeAccount.signIn(EmailAddress("grace@example.com"))
    orders.harness.motherboard.io(.orders).send(.refresh)
    #expect(orders.shown?.rows.map(\.id) == [1002])
    #expect(orders.shown?.problem == nil)

    orders.views.orders?.receiver?.didRequestBack()
    #expect(await run.value == .finished, "the orders were shown: leaving is no failure")
    #expect(await orders.harness.finish().isEmpty)
  }

  @Test("signed out, the orders say why; leaving fails the board with it; a sign-in shows them")
  func signedOut() async throws {
    let orders = try RecordedOrders()
    try orders.place(OrdersFixtures.mugsAndTea)
    try orders.dependencies.fakeAccount.signOut()
    var run = await orders.open()
    #expect(orders.shown == OrdersViewState(problem: "\(OrdersError.notSignedIn)"))
    orders.views.orders?.receiver?.didRequestBack()
    #expect(await run.value == .failed(OrdersError.notSignedIn))

    run = await orders.open()
    try orders.dependencies.fakeAccount.signIn(EmailAddress("ada@example.com"))
    orders.harness.motherboard.io(.orders).send(.refresh)
    #expect(orders.shown?.rows.map(\.id) == [1001])
    orders.views.orders?.receiver?.didRequestBack()
    #expect(await run.value == .finished)
    #expect(await orders.harness.finish().isEmpty)
  }

  @Test("orders opened for one order show only it, and end when it is left")
  func oneOrder() async throws {
    let orders = try RecordedOrders()
    try orders.place(OrdersFixtures.mugsAndTea, OrdersFixtures.oneLamp)
    let run = await orders.open(.detail(id: 1002))
    #expect(orders.shown == OrdersViewState())
    #expect(orders.navigation.stack == ["OrdersView", "OrderDetailView"])
    #expect(orders.detail?.position == "The 2nd of 2 orders placed by ada@example.com.")
    orders.views.orderDetail?.receiver?.didRequestBack()
    #expect(await run.value == .finished)
    #expect(orders.navigation.stack.isEmpty)
    #expect(await orders.harness.finish().isEmpty)
  }

  @Test("an order whose detail cannot be counted is not opened; why is said on the open orders")
  func detailThatFails() async throws {
    let history = UnlistableHistory(listable: true)
    _ = try history.place(OrdersFixtures.oneLamp)
    let views = RecordingOrdersViews()
    let navigation = RecordingNavigation()
    let harness = try BoardHarness(
      [
        OrdersModule(
          dependencies: OrdersStandInDependencies(
            base: TestBaseDependencies(), orders: history, console: ScriptedConsole(),
            views: views))
      ], navigation: navigation)
    let run = Task { await harness.motherboard.io(.orders).run(.history) }
    await waitUntil("the orders are open") { views.orders != nil }
    history.breakListing()
    views.orders?.receiver?.didSelectOrder(id: 1001)
    #expect(navigation.stack == ["OrdersView"])
    #expect(views.orders?.presentation.viewState.problem == "the orders could not be listed")
    #expect(views.orders?.presentation.viewState.rows.map(\.id) == [1001])
    views.orders?.receiver?.didRequestBack()
    #expect(await run.value == .finished)
    #expect(await harness.finish().isEmpty)
  }

  @Test("the confirmation of a placed order is said once through the views, and completes")
  func confirmation() async throws {
    let orders = try RecordedOrders()
    let order = try orders.dependencies.orders.place(OrdersFixtures.oneLamp)
    #expect(await orders.harness.motherboard.io(.orderPlaced).run(order) == .finished)
    #expect(
      orders.views.announcements == [
        OrderPlacedViewState(
          id: 1001, message: "Order 1001 placed: $34.00, paid by invoice to ada@example.com.")
      ])
    #expect(orders.navigation.stack.isEmpty, "nothing is presented")
    #expect(await orders.harness.finish().isEmpty)
  }
}

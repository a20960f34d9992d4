import AccountInterface
import Architecture
import ArchitectureTesting
import Core
import CoreTesting
import Foundation
import Orders
import OrdersInterface
import OrdersTerminalUI
import OrdersTesting
import TerminalUI
import TerminalUITesting
import Testing

@Suite("The orders board in line mode")
@MainActor
struct OrdersBoardTests {
  let console = ScriptedConsole()
  let dependencies: TestOrdersDependencies

  init() {
    dependencies = lineDependencies(console: console)
  }

  func run(_ request: OrdersRequest, on harness: BoardHarness) async -> BoardCompletion {
    await harness.motherboard.io(.orders).run(request)
  }

  /// Places 1001 and 1002 for ada@example.com and 1003 for grace@example.com, a day apart.
  func placeThreeOrders() throws {
    for details in [OrdersFixtures.mugsAndTea, OrdersFixtures.oneLamp, OrdersFixtures.teaForGrace] {
      _ = try dependencies.orders.place(details)
      dependencies.base.fixedClock.advance(by: 86_400)
    }
  }

  @Test("an empty history says so, and completes")
  func emptyHistory() async throws {
    let harness = try BoardHarness.lines(dependencies)
    #expect(await run(.history, on: harness) == .finished)
    #expect(console.transcript == "No orders yet.\n")
    #expect(await harness.finish().isEmpty)
  }

  @Test("a placed order is confirmed in one line by its own board, which completes at once")
  func placedOrderConfirmation() async throws {
    let order = try dependencies.orders.place(OrdersFixtures.oneLamp)
    let harness = try BoardHarness.lines(dependencies)
    #expect(await harness.motherboard.io(.orderPlaced).run(order) == .finished)
    #expect(
      console.transcript == "Order 1001 placed: $34.00, paid by invoice to ada@example.com.\n")
    #expect(await harness.finish().isEmpty)
  }

  @Test("the history is the signed-in customer's summary table, newest first")
  func history() async throws {
    try placeThreeOrders()
    let harness = try BoardHarness.lines(dependencies)
    #expect(await run(.history, on: harness) == .finished)
    #expect(
      console.transcript == """
        Order  Date        Items   Total
        1002   2026-01-16      1  $34.00
        1001   2026-01-15      3  $33.99

        """)
    #expect(await harness.finish().isEmpty)
  }

  @Test("another customer's order is not found, and its address is not shown")
  func anotherCustomersOrder() async throws {
    try placeThreeOrders()
    let harness = try BoardHarness.lines(dependencies)
    #expect(await run(.detail(id: 1003), on: harness) == .failed(OrdersError.noSuchOrder(1003)))
    #expect(console.transcript.isEmpty)
    #expect(await harness.finish().isEmpty)
  }

  @Test("signed out, the history and a detail say to sign in and show nothing")
  func signedOut() async throws {
    try placeThreeOrders()
    try dependencies.fakeAccount.signOut()
    let harness = try BoardHarness.lines(dependencies)
    #expect(await run(.history, on: harness) == .failed(OrdersError.notSignedIn))
    #expect(await run(.detail(id: 1001), on: harness) == .failed(OrdersError.notSignedIn))
    #expect("\(OrdersError.notSignedIn)".hasSuffix("sign in to see yours"))
    #expect(console.transcript.isEmpty)
    #expect(await harness.finish().isEmpty)
  }

  @Test("a detail shows the order and where it stands among its customer's orders")
  func detail() async throws {
    try placeThreeOrders()
    let harness = try BoardHarness.lines(dependencies)
    #expect(await run(.detail(id: 1002), on: harness) == .finished)
    try dependencies.fakeAccount.signIn(EmailAddress("grace@example.com"))
    #expect(await run(.detail(id: 1003), on: harness) == .finished)
    #expect(
      console.transcript == """
        Order 1002, placed 2026-01-16 by ada@example.com
        Qty  Product    Unit price  Line total
          1  Desk Lamp      $34.00      $34.00
        Total                           $34.00
        Ship to: Karl Johans gate 1, Oslo
        Paid by: invoice to ada@example.com (reference INV-1768474800)
        The 2nd of 2 orders placed by ada@example.com.
        Order 1003, placed 2026-01-17 by grace@example.com
        Qty  Product        Unit price  Line total
          3  Green Tea Tin       $8.99      $26.97
        Total                               $26.97
        Ship to: 1 Navy Yard, Arlington
        Paid by: card ending 1881 (reference CARD-1881-1768644000)
        The only order placed by grace@example.com.

        """)
    #expect(await harness.finish().isEmpty)
  }

  @Test("an unknown number fails the board with noSuchOrder and shows nothing")
  func unknownOrder() async throws {
    try placeThreeOrders()
    let harness = try BoardHarness.lines(dependencies)
    let completion = await run(.detail(id: 999), on: harness)
    #expect(completion == .failed(OrdersError.noSuchOrder(999)))
    #expect(
      "\(OrdersError.noSuchOrder(999))"
        == "you have no order numbered 999; run 'shop orders' to list yours")
    #expect(console.transcript.isEmpty)
    #expect(
      dependencies.base.spyLogger.entries.last?.message
        == "refused detail(id: 999): you have no order numbered 999; run 'shop orders' to list"
        + " yours")
    #expect(await harness.finish().isEmpty)
  }

  @Test("a damaged history fails both requests with the storage error naming the file")
  func damagedHistory() async throws {
    let directory = try TemporaryDirectory(prefix: "OrdersTests")
    let storage = FileStorage(directory: directory.url)
    let file = storage.fileURL(forKey: StoredOrderHistory.documentKey)
    try Data("{\"schemaVersion\": 1, \"document\": {".utf8).write(to: file)
    let console = ScriptedConsole()
    let dependencies = lineDependencies(
      console: console, base: TestBaseDependencies(storage: storage))
    let harness = try BoardHarness.lines(dependencies)
    for request in [OrdersRequest.history, .detail(id: 1001)] {
      guard case .failed(let error) = await run(request, on: harness),
        case StorageError.corrupt(let location, _) = error
      else {
        Issue.record("\(request) did not fail with a corrupt document")
        continue
      }
      #expect(location == file.path)
    }
    #expect(console.transcript.isEmpty)
    #expect(await harness.finish().isEmpty)
  }

  @Test("the detail counts through the history the orders feature derives for it")
  func detailReadsTheParentsHistory() async throws {
    let history = UnlistableHistory()
    let order = try history.place(OrdersFixtures.oneLamp)
    let console = ScriptedConsole()
    let dependencies = OrdersStandInDependencies(
      base: TestBaseDependencies(), orders: history, console: console)
    let harness = try BoardHarness.lines(dependencies)
    let completion = await run(.detail(id: order.id), on: harness)
    #expect(completion == .failed(UnlistableHistory.ListingFailed()))
    #expect(console.transcript.isEmpty, "the detail shows nothing it could not count")
    #expect(await harness.finish().isEmpty)
  }

  @Test("during a detail the board's node holds the orders flow, which holds the detail")
  func liveTreeDuringADetail() async throws {
    try placeThreeOrders()
    let console = TreeRecordingConsole()
    let dependencies = OrdersStandInDependencies(
      base: dependencies.base, orders: dependencies.orders, console: console)
    let harness = try BoardHarness.lines(dependencies)
    console.tree = harness.tree
    #expect(await run(.detail(id: 1001), on: harness) == .finished)
    #expect(console.transcript.contains("The 1st of 2 orders placed by ada@example.com.\n"))
    #expect(
      console.trees.map { $0?.text } == [
        """
        Motherboard harness [started]
          - boards: order-placed, orders (active)
          board orders [started]
            OrdersFlow [started] context: OrdersContext, view: PrintedLineView<OrdersViewState>
              Flow(OrderDetailContext) [started] context: OrderDetailContext, \
        view: PrintedLineView<OrderDetailViewState>

        """
      ])
    #expect(harness.tree.snapshot()?.first(named: "board orders") == nil)
    #expect(await harness.finish().isEmpty)
    #expect(
      harness.leakTracker.releasedCount == 4,
      "the detail's flow, the orders flow, the board's node and the root")
  }

  @Test("every request builds a fresh feature that is released when the board completes")
  func featuresAreReleased() async throws {
    try placeThreeOrders()
    let harness = try BoardHarness.lines(dependencies)
    var events = harness.tree.events().makeAsyncIterator()
    func attachedUntilCompletion() async -> [String] {
      var attached: [String] = []
      while let event = await events.next(isolation: MainActor.shared) {
        if case .attached(let flow, _) = event { attached.append(flow) }
        if case .boardCompleted = event { break }
      }
      return attached
    }
    _ = await run(.history, on: harness)
    #expect(await attachedUntilCompletion() == ["board orders", "OrdersFlow"])
    _ = await run(.detail(id: 1001), on: harness)
    #expect(
      await attachedUntilCompletion() == ["board orders", "OrdersFlow", "Flow(OrderDetailContext)"])
    _ = await run(.detail(id: 999), on: harness)
    #expect(await attachedUntilCompletion() == ["board orders", "OrdersFlow"])
    #expect(harness.motherboard.activeBoards.isEmpty)
    #expect(await harness.finish().isEmpty)
    #expect(harness.leakTracker.releasedCount == 8, "3 + 2 + 2 detached flows and the root")
  }
}

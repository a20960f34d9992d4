import AccountInterface
import Architecture
import ArchitectureTesting
import Orders
import OrdersInterface
import OrdersTesting
import TerminalUI
import TerminalUITesting
import Testing

@Suite("The orders' screens, in a virtual terminal")
@MainActor
struct OrdersScreenTests {
  @Test("the orders: number, date, items, total; Enter opens one, Esc comes back, Esc leaves")
  func ordersAndDetail() async throws {
    let session = try ScreenSession()
    try session.placeThreeOrders()
    let run = session.open()
    try await session.waitForTitle("Orders")
    #expect(
      Array(session.terminal.lines[1...4]) == [
        "  Order  Date        Items   Total",
        "> 1002   2026-01-16      1  $34.00",
        "  1001   2026-01-15      3  $33.99",
        "",
      ])
    #expect(session.terminal.lines[9] == "2 orders")
    #expect(session.terminal.lines[10] == "Enter opens an order · Esc goes back · q quits")
    #expect(session.terminal.lines[11] == " Orders")

    session.terminal.press(.down, .enter)
    try await session.waitForTitle("Order 1001, placed 2026-01-15 by ada@example.com")
    #expect(
      Array(session.terminal.lines[1...8]) == [
        "Qty  Product        Unit price  Line total",
        "  2  Stoneware Mug      $12.50      $25.00",
        "  1  Green Tea Tin       $8.99       $8.99",
        "Total                               $33.99",
        "Ship to: 12 Harbour Road, Leith",
        "Paid by: card ending 4242 (reference CARD-4242-1768471200)",
        "The 1st of 2 orders placed by ada@example.com.",
        "",
      ])
    #expect(session.terminal.lines[10] == "Esc goes back · q quits")
    #expect(session.terminal.lines[11] == " Orders › Order 1001")

    session.terminal.press(.escape)
    try await session.waitForTitle("Orders")
    #expect(session.terminal.lines[3] == "> 1001   2026-01-15      3  $33.99", "still selected")
    #expect(session.stack.screens.count == 1)
    session.terminal.press(.backspace)
    #expect(await run.value == .finished)
    #expect(session.stack.screens.isEmpty)
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("no orders yet says so; signed out, the screen says to sign in, and leaving fails")
  func emptyAndSignedOut() async throws {
    let session = try ScreenSession()
    var run = session.open()
    try await session.waitForTitle("Orders")
    #expect(session.terminal.lines[1] == "No orders yet.")
    #expect(session.terminal.lines[10] == "Esc goes back · q quits")
    session.terminal.press(.enter)
    #expect(session.stack.screens.count == 1, "nothing to open")
    session.terminal.press(.escape)
    #expect(await run.value == .finished)

    try session.dependencies.fakeAccount.signOut()
    run = session.open()
    try await session.waitForTitle("Orders")
    #expect(
      Array(session.terminal.lines[1...2]) == [
        "orders are shown to the customer who placed them; sign in to",
        "see yours",
      ])
    session.terminal.press(.escape)
    #expect(await run.value == .failed(OrdersError.notSignedIn))
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("refresh: an order placed while the orders are open shows, the same order selected")
  func refreshShowsANewOrder() async throws {
    let session = try ScreenSession()
    try session.placeThreeOrders()
    _ = session.open()
    try await session.waitForTitle("Orders")
    session.terminal.press(.down)
    let order = try session.dependencies.orders.place(OrdersFixtures.oneLamp)
    session.harness.motherboard.io(.orderPlaced).activate(order)
    session.harness.motherboard.io(.orders).send(.refresh)
    try await session.terminal.waitUntil("the new order shows") {
      $0.lines[2] == "  1004   2026-01-18      1  $34.00"
    }
    #expect(session.terminal.lines[4] == "> 1001   2026-01-15      3  $33.99", "still selected")
    #expect(session.terminal.lines[9] == "3 orders")
    #expect(
      session.terminal.lines[11] == " Order 1004 placed: $34.00, paid by invoice to ada@example…",
      "the confirmation is a notice")
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("a detail longer than the screen scrolls; a resize shows more of it")
  func scrollingAndResize() async throws {
    let session = try ScreenSession(rows: 8, columns: 50)
    try session.placeThreeOrders()
    _ = session.open(.detail(id: 1001))
    try await session.waitForTitle("Order 1001, placed 2026-01-15 by ada@example.com")
    #expect(session.terminal.lines[1] == "Qty  Product        Unit price  Line total")
    #expect(session.terminal.lines[5].hasSuffix("…"), "more below")
    #expect(session.terminal.lines[6].hasPrefix("Up and Down scroll"))
    session.terminal.press(.end)
    try await session.terminal.waitUntil("the last line shows") {
      $0.lines[5] == "The 1st of 2 orders placed by ada@example.com."
    }
    session.terminal.press(.home)
    try await session.terminal.waitUntil("the top again") {
      $0.lines[1] == "Qty  Product        Unit price  Line total"
    }
    session.terminal.resize(rows: 12, columns: 70)
    try await session.terminal.waitUntil("all of it shows") {
      $0.lines[7] == "The 1st of 2 orders placed by ada@example.com."
        && $0.lines[10] == "Esc goes back · q quits"
    }
    #expect(await session.harness.finish().isEmpty)
  }

  @Test("each screen left is released: the detail, then the orders; and all of it after quitting")
  func leaks() async throws {
    let session = try ScreenSession()
    try session.placeThreeOrders()
    var run = session.open()
    try await session.waitForTitle("Orders")
    weak let orders = session.stack.screens.last
    session.terminal.press(.enter)
    try await session.waitForTitle("Order 1002, placed 2026-01-16 by ada@example.com")
    weak let detail = session.stack.screens.last
    session.terminal.press(.escape)
    try await session.waitForTitle("Orders")
    #expect(await session.harness.leakTracker.finishPendingChecks(within: .seconds(10)).isEmpty)
    #expect(detail == nil, "the detail's screen went with its flow")
    session.terminal.press(.escape)
    #expect(await run.value == .finished)
    #expect(await session.harness.leakTracker.finishPendingChecks(within: .seconds(10)).isEmpty)
    #expect(orders == nil, "the orders' screen went with their flow")

    run = session.open()
    try await session.waitForTitle("Orders")
    session.terminal.press(.enter)
    try await session.waitForTitle("Order 1002, placed 2026-01-16 by ada@example.com")
    session.terminal.press(.character("q"))
    #expect(!session.app.isRunning)
    #expect(await session.harness.finish().isEmpty, "quitting, then ending the tree, leaks nothing")
    #expect(await run.value == .cancelled)
    #expect(session.stack.screens.isEmpty)
  }
}

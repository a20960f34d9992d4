import CatalogInterface
import CoreTesting
import Foundation
import Orders
import OrdersInterface
import OrdersTesting
import Testing

@Suite("Order history")
struct OrderHistoryTests {
  let clock = FixedClock()
  let logger = SpyLogger()
  let history: StoredOrderHistory

  init() {
    history = StoredOrderHistory(storage: InMemoryStorage(), clock: clock, logger: logger)
  }

  @Test func anEmptyHistoryHasNoOrders() throws {
    #expect(try history.orders().isEmpty)
    #expect(try history.order(id: 1001) == nil)
  }

  @Test func ordersAreNumberedFrom1001() throws {
    let first = try history.place(OrdersFixtures.mugsAndTea)
    let second = try history.place(OrdersFixtures.oneLamp)
    let third = try history.place(OrdersFixtures.mugsAndTea)
    let numbers = [first.id, second.id, third.id]
    #expect(numbers == [1001, 1002, 1003])
  }

  @Test func anOrderIsDatedWithTheClockAndKeepsItsDetails() throws {
    clock.advance(by: 90)
    let placed = try history.place(OrdersFixtures.mugsAndTea)
    #expect(placed.placedAt == Date(timeIntervalSince1970: 1_768_471_290))
    #expect(placed.details == OrdersFixtures.mugsAndTea)
    #expect(placed.total == Money(minorUnits: 3399, currency: "USD"))
  }

  @Test func ordersAreListedNewestFirst() throws {
    try history.place(OrdersFixtures.mugsAndTea)
    clock.advance(by: 3600)
    try history.place(OrdersFixtures.oneLamp)
    clock.advance(by: 3600)
    try history.place(OrdersFixtures.mugsAndTea)
    let listed = try history.orders()
    #expect(listed.map(\.id) == [1003, 1002, 1001])
    #expect(listed[0].placedAt > listed[1].placedAt)
    #expect(listed[1].details == OrdersFixtures.oneLamp)
  }

  @Test func anOrderIsFoundByItsNumber() throws {
    try history.place(OrdersFixtures.mugsAndTea)
    let lamp = try history.place(OrdersFixtures.oneLamp)
    #expect(try history.order(id: 1002) == lamp)
    #expect(try history.order(id: 1000) == nil)
    #expect(try history.order(id: 1003) == nil)
  }

  @Test func placingIsLogged() throws {
    try history.place(OrdersFixtures.oneLamp)
    #expect(logger.entries.map(\.message) == ["placed order 1001 for $34.00"])
  }
}

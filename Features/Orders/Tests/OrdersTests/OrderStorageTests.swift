import Core
import CoreTesting
import Dispatch
import Foundation
import Orders
import OrdersInterface
import OrdersTesting
import Synchronization
import Testing

@Suite("Order storage")
struct OrderStorageTests {
  @Test func theHistorySurvivesANewInstanceOverTheSameDirectory() throws {
    let directory = try TemporaryDirectory(prefix: "OrdersTests")
    let first = OrdersFixtures.storedHistory(storage: FileStorage(directory: directory.url))
    let placed = try first.place(OrdersFixtures.mugsAndTea)

    let second = OrdersFixtures.storedHistory(storage: FileStorage(directory: directory.url))
    #expect(try second.orders() == [placed])
    #expect(try second.place(OrdersFixtures.oneLamp).id == 1002)
    #expect(try first.orders().map(\.id) == [1002, 1001])
  }

  @Test func concurrentPlacersNeverShareANumber() throws {
    let directory = try TemporaryDirectory(prefix: "OrdersTests")
    let placers = 4
    let ordersPerPlacer = 10
    let numbers = Mutex<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: placers) { _ in
      let history = OrdersFixtures.storedHistory(storage: FileStorage(directory: directory.url))
      for _ in 0..<ordersPerPlacer {
        let id = (try? history.place(OrdersFixtures.oneLamp).id) ?? -1
        numbers.withLock { $0.append(id) }
      }
    }
    let expected = Array(1001..<(1001 + placers * ordersPerPlacer))
    #expect(numbers.withLock { $0.sorted() } == expected)
    let stored = try OrdersFixtures.storedHistory(storage: FileStorage(directory: directory.url))
      .orders()
    #expect(stored.map(\.id) == expected.reversed())
  }

  @Test func aCorruptOrdersFileIsReportedByNameAndLeftUntouched() throws {
    let directory = try TemporaryDirectory(prefix: "OrdersTests")
    let storage = FileStorage(directory: directory.url)
    let file = storage.fileURL(forKey: "orders")
    let damaged = Data("{\"schemaVersion\": 1, \"document\": {\"nextNumber\": 10".utf8)
    try damaged.write(to: file)
    let history = OrdersFixtures.storedHistory(storage: storage)

    for attempt in [
      { _ = try history.place(OrdersFixtures.oneLamp) }, { _ = try history.orders() },
    ] {
      #expect {
        try attempt()
      } throws: { error in
        guard case StorageError.corrupt(let location, _) = error else { return false }
        return location == file.path && "\(error)".contains(file.path)
      }
    }
    #expect(throws: StorageError.self) { try history.order(id: 1001) }
    #expect(try Data(contentsOf: file) == damaged)
  }

  @Test func aNewerSchemaIsRefusedAndLeftUntouched() throws {
    let directory = try TemporaryDirectory(prefix: "OrdersTests")
    let storage = FileStorage(directory: directory.url)
    let file = storage.fileURL(forKey: "orders")
    let newer = Data("{\"schemaVersion\": 2, \"document\": {}}".utf8)
    try newer.write(to: file)
    let history = OrdersFixtures.storedHistory(storage: storage)
    #expect(
      throws: StorageError.unsupportedSchema(location: file.path, found: 2, supported: 1)
    ) {
      try history.place(OrdersFixtures.oneLamp)
    }
    #expect(try Data(contentsOf: file) == newer)
  }
}

@Suite("Order storage: damaged values and used-up numbers")
struct OrderDamageTests {
  let directory: TemporaryDirectory
  let storage: FileStorage

  init() throws {
    directory = try TemporaryDirectory(prefix: "OrdersDamage")
    storage = FileStorage(directory: directory.url)
  }

  private func write(nextNumber: String, orderID: String = "1001", price: String = "1250")
    throws -> String
  {
    let text = """
      {"schemaVersion": 1, "document": {"nextNumber": \(nextNumber), "orders": [{
        "id": \(orderID), "placedAt": "2026-01-15T10:00:00Z",
        "details": {"customer": "ada@example.com", "shippingAddress": "1 Loop Road",
          "lines": [{"sku": "MUG-001", "name": "Mug", "quantity": 2,
                     "unitPrice": {"minorUnits": \(price), "currency": "USD"}}],
          "payment": {"reference": "R", "method": "card ending 4242",
                      "amount": {"minorUnits": 2500, "currency": "USD"}}}}]}}
      """
    try Data(text.utf8).write(to: storage.fileURL(forKey: "orders"))
    return text
  }

  @Test(
    "a counter or a value out of range is refused, naming the file and where; nothing traps",
    arguments: [
      ("9223372036854775807", "1001", "1250", "the next number must be 1001 to 1000000000"),
      ("1002", "-4", "1250", "the order number must be 1001 to 999999999, not -4"),
      ("1001", "1001", "1250", "the next number 1001 is not above order 1001"),
      ("1002", "1001", "9223372036854775807", "at 'orders[0].details.lines[0].unitPrice"),
    ])
  func outOfRange(next: String, id: String, price: String, problem: String) throws {
    let text = try write(nextNumber: next, orderID: id, price: price)
    let history = OrdersFixtures.storedHistory(storage: storage)
    for attempt in [
      { _ = try history.orders() }, { _ = try history.place(OrdersFixtures.oneLamp) },
    ] {
      let error = #expect(throws: StorageError.self) { try attempt() }
      #expect(error?.description.contains(storage.location(ofKey: "orders")) == true)
      #expect(error?.description.contains(problem) == true, "\(String(describing: error))")
    }
    #expect(try String(contentsOf: storage.fileURL(forKey: "orders"), encoding: .utf8) == text)
  }

  @Test("once every number is taken, placing is refused and the file is left as it was")
  func numbersUsedUp() throws {
    let text = try write(nextNumber: "\(Order.lastID + 1)")
    let history = OrdersFixtures.storedHistory(storage: storage)
    #expect(throws: OrdersError.numbersUsedUp) { try history.place(OrdersFixtures.oneLamp) }
    #expect(throws: OrdersError.numbersUsedUp) {
      try history.recordPending(
        OrderDraft(customer: "ada@example.com", lines: [], shippingAddress: "x"), checkout: "K")
    }
    #expect(try String(contentsOf: storage.fileURL(forKey: "orders"), encoding: .utf8) == text)
  }

  @Test("a history written before pending orders were kept still reads, with none pending")
  func olderDocument() throws {
    _ = try write(nextNumber: "1002")
    let history = OrdersFixtures.storedHistory(storage: storage)
    #expect(try history.orders().map(\.id) == [1001])
    #expect(try history.pendingOrders().isEmpty)
  }
}

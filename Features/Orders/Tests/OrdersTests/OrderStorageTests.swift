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

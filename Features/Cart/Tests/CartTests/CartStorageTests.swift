import Cart
import CartInterface
import CartTesting
import CatalogInterface
import Core
import CoreTesting
import Dispatch
import Foundation
import Synchronization
import Testing

@Suite("Cart storage")
struct CartStorageTests {
  @Test func theCartSurvivesANewInstanceOverTheSameDirectory() throws {
    let directory = try TemporaryDirectory(prefix: "CartTests")
    let first = CartFixtures.storedCart(storage: FileStorage(directory: directory.url))
    try first.add(CartFixtures.mug.sku, quantity: 2)
    try first.add(CartFixtures.lamp.sku, quantity: 1)
    let expected = try first.setQuantity(3, for: CartFixtures.mug.sku)

    let second = CartFixtures.storedCart(storage: FileStorage(directory: directory.url))
    #expect(try second.contents() == expected)
    #expect(try second.contents().total == Money(minorUnits: 3 * 1250 + 3400, currency: "USD"))
  }

  @Test func theDocumentRecordsItsSchemaVersion() throws {
    let directory = try TemporaryDirectory(prefix: "CartTests")
    let storage = FileStorage(directory: directory.url)
    try CartFixtures.storedCart(storage: storage)
      .add(CartFixtures.tea.sku, quantity: 1)
    let text = try String(contentsOf: storage.fileURL(forKey: "cart"), encoding: .utf8)
    #expect(text.contains("\"schemaVersion\" : 1"))
  }

  @Test func concurrentAddsThroughSeparateInstancesAreNeverLost() throws {
    let directory = try TemporaryDirectory(prefix: "CartTests")
    let workers = 4
    let addsPerWorker = 25
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      let cart = CartFixtures.storedCart(storage: FileStorage(directory: directory.url))
      for _ in 0..<addsPerWorker {
        do {
          try cart.add(CartFixtures.mug.sku, quantity: 1)
          try cart.add(CartFixtures.tea.sku, quantity: 1)
        } catch {
          failures.record(error)
        }
      }
    }
    #expect(failures.count == 0)
    let contents = try CartFixtures.storedCart(storage: FileStorage(directory: directory.url))
      .contents()
    #expect(contents.lines.count == 2)
    #expect(contents.lines.map(\.quantity) == [workers * addsPerWorker, workers * addsPerWorker])
  }

  @Test func aCorruptCartFileIsReportedByNameAndLeftUntouched() throws {
    let directory = try TemporaryDirectory(prefix: "CartTests")
    let storage = FileStorage(directory: directory.url)
    let file = storage.fileURL(forKey: "cart")
    let damaged = Data("{\"schemaVersion\": 1, \"document\": {\"lines\": [".utf8)
    try damaged.write(to: file)
    let cart = CartFixtures.storedCart(storage: storage)

    #expect {
      try cart.add(CartFixtures.mug.sku, quantity: 1)
    } throws: { error in
      guard case StorageError.corrupt(let location, _) = error else { return false }
      return location == file.path
    }
    #expect(throws: StorageError.self) { try cart.contents() }
    #expect(try Data(contentsOf: file) == damaged)
  }
}

/// Errors collected from concurrent workers.
private final class Failures: Sendable {
  private let errors = Mutex<[String]>([])

  var count: Int { errors.withLock { $0.count } }

  func record(_ error: any Error) {
    errors.withLock { $0.append("\(error)") }
  }
}

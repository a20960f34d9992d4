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

@Suite("Cart storage: damaged values")
struct CartDamageTests {
  let directory: TemporaryDirectory
  let storage: FileStorage

  init() throws {
    directory = try TemporaryDirectory(prefix: "CartDamage")
    storage = FileStorage(directory: directory.url)
  }

  private func line(sku: String = "MUG-001", price: String = "1250", quantity: String = "2")
    -> String
  {
    """
    {"sku": "\(sku)", "name": "Mug", "quantity": \(quantity),
     "unitPrice": {"minorUnits": \(price), "currency": "USD"}}
    """
  }

  @Test(
    "a value out of range is refused, naming the file and where it is; nothing traps",
    arguments: [
      ("-5", "1250", "the quantity must be 1 to 999, not -5 at 'lines[1].quantity'"),
      ("1000", "1250", "the quantity must be 1 to 999, not 1000 at 'lines[1].quantity'"),
      ("2", "-100", "the unit price must be $0.00 to $10000000.00, not -$1.00"),
      ("2", "9223372036854775807", "an amount must be"),
      ("2", "99999999999999999999", "a number too large for a whole number at"),
    ])
  func outOfRange(quantity: String, price: String, problem: String) throws {
    let text =
      "{\"schemaVersion\": 1, \"document\": {\"lines\": [\(line()), "
      + "\(line(sku: "TEA-010", price: price, quantity: quantity))]}}"
    try Data(text.utf8).write(to: storage.fileURL(forKey: "cart"))
    let cart = CartFixtures.storedCart(storage: storage)
    for attempt in [{ try cart.contents() }, { try cart.add(CartFixtures.mug.sku, quantity: 1) }] {
      let error = #expect(throws: StorageError.self) { _ = try attempt() }
      #expect(error?.description.contains(storage.location(ofKey: "cart")) == true)
      #expect(error?.description.contains(problem) == true, "\(String(describing: error))")
    }
    #expect(try String(contentsOf: storage.fileURL(forKey: "cart"), encoding: .utf8) == text)
  }

  @Test("lines in two currencies are refused instead of trapping when summed")
  func mixedCurrencies() throws {
    let euros = line().replacingOccurrences(of: "USD", with: "EUR")
    let text = "{\"schemaVersion\": 1, \"document\": {\"lines\": [\(line()), \(euros)]}}"
    try Data(text.utf8).write(to: storage.fileURL(forKey: "cart"))
    let error = #expect(throws: StorageError.self) {
      try CartFixtures.storedCart(storage: storage).contents()
    }
    #expect(error?.description.contains("amounts in USD and EUR cannot be added") == true)
  }

  @Test("removing ordered lines is remembered in the file: again with that key does nothing")
  func removeOrderedSurvives() throws {
    let cart = CartFixtures.storedCart(storage: storage)
    try cart.add(CartFixtures.mug.sku, quantity: 3)
    let order = [CartLine(product: CartFixtures.mug, quantity: 2)]
    try cart.removeOrdered(order, checkout: "K1")
    let again = CartFixtures.storedCart(storage: storage)
    #expect(try again.removeOrdered(order, checkout: "K1").lines.map(\.quantity) == [1])
    #expect(try again.add(CartFixtures.mug.sku, quantity: 1).lines.map(\.quantity) == [2])
    #expect(try again.removeOrdered(order, checkout: "K1").lines.map(\.quantity) == [2])
  }

  @Test("a cart written before checkouts were remembered still reads")
  func olderDocument() throws {
    let text = "{\"schemaVersion\": 1, \"document\": {\"lines\": [\(line())]}}"
    try Data(text.utf8).write(to: storage.fileURL(forKey: "cart"))
    #expect(try CartFixtures.storedCart(storage: storage).contents().itemCount == 2)
  }
}

import Core
import CoreTesting
import Foundation
import Testing

@Suite("File storage")
struct FileStorageTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("core-storage-\(UUID().uuidString)")
  var storage: FileStorage { FileStorage(directory: directory) }

  struct Note: Codable, Equatable {
    var text: String
    var count: Int
  }

  @Test("a saved document loads back, and the directory is created on first write")
  func roundTrip() throws {
    try storage.save(Note(text: "hi", count: 2), forKey: "note", schemaVersion: 1)
    #expect(
      try storage.load(Note.self, forKey: "note", schemaVersion: 1) == Note(text: "hi", count: 2))
    let stored = try String(contentsOf: storage.fileURL(forKey: "note"), encoding: .utf8)
    #expect(stored.contains("\"schemaVersion\" : 1"))
  }

  @Test("a missing document loads as nil")
  func missing() throws {
    #expect(try storage.load(Note.self, forKey: "absent", schemaVersion: 1) == nil)
  }

  @Test("writes leave no temporary files behind")
  func noLeftovers() throws {
    for count in 0..<5 {
      try storage.save(Note(text: "x", count: count), forKey: "n", schemaVersion: 1)
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == ["n.json"])
  }

  @Test(
    "damaged files give an error naming the file, and stay untouched",
    arguments: [
      ("", "the file is empty"),
      ("{\"schemaVersion\":1,\"document\":{\"text\":\"a\"", "not valid JSON"),
      ("\u{00}\u{01}\u{02}binary", "not valid JSON"),
      ("{\"schemaVersion\":1,\"document\":{\"text\":\"a\"}}", "missing field 'count'"),
    ])
  func corrupt(content: String, reason: String) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = storage.fileURL(forKey: "note")
    try Data(content.utf8).write(to: url)
    let error = #expect(throws: StorageError.self) {
      try storage.load(Note.self, forKey: "note", schemaVersion: 1)
    }
    #expect(error?.description.contains(url.path) == true)
    #expect(error?.description.contains(reason) == true)
    #expect(try Data(contentsOf: url) == Data(content.utf8))
  }

  @Test("a document from another schema version is refused, not misread")
  func otherSchema() throws {
    try storage.save(Note(text: "a", count: 1), forKey: "note", schemaVersion: 2)
    #expect(
      throws: StorageError.unsupportedSchema(
        location: storage.fileURL(forKey: "note").path, found: 2, supported: 1)
    ) { try storage.load(Note.self, forKey: "note", schemaVersion: 1) }
  }

  @Test(
    "keys that could escape the directory are refused", arguments: ["../x", "a/b", "", ".hidden"])
  func invalidKeys(key: String) {
    #expect(throws: StorageError.invalidKey(key)) { try storage.write(Data(), forKey: key) }
  }

  @Test("concurrent updates from many threads lose nothing")
  func concurrentUpdates() async throws {
    let storage = self.storage
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<25 {
            try? storage.update(Int.self, forKey: "counter", schemaVersion: 1, initial: 0) {
              $0 += 1
            }
          }
        }
      }
    }
    #expect(try storage.load(Int.self, forKey: "counter", schemaVersion: 1) == 200)
  }

  @Test("an update whose change throws leaves the document as it was")
  func failedUpdate() throws {
    struct Refused: Error {}
    try storage.save(5, forKey: "counter", schemaVersion: 1)
    #expect(throws: Refused.self) {
      try storage.update(Int.self, forKey: "counter", schemaVersion: 1, initial: 0) { value in
        value = 99
        throw Refused()
      }
    }
    #expect(try storage.load(Int.self, forKey: "counter", schemaVersion: 1) == 5)
  }

  @Test("removing a document deletes it; removing a missing one is fine")
  func remove() throws {
    try storage.write(Data("x".utf8), forKey: "gone")
    try storage.removeData(forKey: "gone")
    try storage.removeData(forKey: "gone")
    #expect(try storage.data(forKey: "gone") == nil)
  }
}

@Suite("Typed documents: values out of range")
struct DocumentRangeTests {
  struct Line: Codable, Equatable {
    var quantity: Int

    init(quantity: Int) { self.quantity = quantity }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      quantity = try container.decode(Int.self, forKey: .quantity, in: 1...999, "the quantity")
    }
  }

  struct Cart: Codable, Equatable {
    var lines: [Line]
  }

  @Test(
    "a value out of its range is refused, naming the file and the value's position",
    arguments: [
      ("-5", "the quantity must be 1 to 999, not -5 at 'lines[1].quantity'"),
      ("99999999999999999999", "a number too large for a whole number at 'lines[1].quantity'"),
      ("\"two\"", "unexpected value at 'lines[1].quantity'"),
    ])
  func outOfRange(value: String, reason: String) throws {
    let directory = try TemporaryDirectory(prefix: "core-ranges")
    let storage = FileStorage(directory: directory.url)
    let text =
      "{\"schemaVersion\":1,\"document\":{\"lines\":[{\"quantity\":2},{\"quantity\":\(value)}]}}"
    try Data(text.utf8).write(to: storage.fileURL(forKey: "cart"))
    let error = #expect(throws: StorageError.self) {
      try storage.load(Cart.self, forKey: "cart", schemaVersion: 1)
    }
    let message = error?.description ?? ""
    #expect(message.hasPrefix("\(storage.location(ofKey: "cart")) is corrupt: "))
    #expect(message.contains(reason), "\(message)")
    #expect(try Data(contentsOf: storage.fileURL(forKey: "cart")) == Data(text.utf8))
  }
}

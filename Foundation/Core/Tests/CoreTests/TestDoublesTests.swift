import Core
import CoreTesting
import Foundation
import Testing

@Suite("Core test doubles and logging")
struct TestDoublesTests {
  @Test("in-memory storage round-trips typed documents like file storage")
  func inMemoryRoundTrip() throws {
    let storage = InMemoryStorage()
    try storage.update([String].self, forKey: "list", schemaVersion: 1, initial: []) {
      $0.append("a")
    }
    try storage.update([String].self, forKey: "list", schemaVersion: 1, initial: []) {
      $0.append("b")
    }
    #expect(try storage.load([String].self, forKey: "list", schemaVersion: 1) == ["a", "b"])
    #expect(storage.location(ofKey: "list") == "memory:list")
  }

  @Test("the spy logger records messages in order")
  func spyLogger() {
    let logger = SpyLogger()
    logger.log(.info, "one", source: "A")
    logger.log(.error, "two", source: "B")
    #expect(logger.entries.map(\.message) == ["one", "two"])
    #expect(logger.entries.last == SpyLogger.Entry(level: .error, message: "two", source: "B"))
  }

  @Test("the fixed clock only moves when advanced")
  func fixedClock() {
    let clock = FixedClock(Date(timeIntervalSince1970: 100))
    #expect(clock.now == Date(timeIntervalSince1970: 100))
    clock.advance(by: 60)
    #expect(clock.now == Date(timeIntervalSince1970: 160))
  }

  @Test("log levels order from debug to error and print in lowercase")
  func levels() {
    #expect(LogLevel.allCases.sorted() == [.debug, .info, .warning, .error])
    #expect("\(LogLevel.warning)" == "warning")
  }

  @Test("storage errors explain the problem and name the file")
  func errorMessages() {
    let error = StorageError.corrupt(location: "/d/cart.json", reason: "the file is empty")
    #expect(
      error.description
        == "/d/cart.json is corrupt: the file is empty; the file was left untouched: repair it,"
        + " or move it away to start afresh")
  }

  @Test("a temporary directory exists while held and is removed with its files when released")
  func temporaryDirectoryCleansUp() throws {
    var directory: TemporaryDirectory? = try TemporaryDirectory(prefix: "CoreTests")
    let url = try #require(directory?.url)
    try Data("x".utf8).write(to: url.appendingPathComponent("file.txt"))
    #expect(url.lastPathComponent.hasPrefix("CoreTests-"))
    #expect(FileManager.default.fileExists(atPath: url.path))
    directory = nil
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test("a built executable that does not exist says what to build")
  func missingExecutable() {
    #expect(throws: BuiltExecutable.NotBuilt.self) { try BuiltExecutable("NoSuchExample") }
  }
}

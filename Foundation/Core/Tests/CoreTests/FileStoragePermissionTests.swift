import Core
import CoreTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("File storage: who may read the files, and what a killed writer leaves")
struct FileStoragePermissionTests {
  let parent: TemporaryDirectory
  let storage: FileStorage

  init() throws {
    parent = try TemporaryDirectory(prefix: "core-modes")
    storage = FileStorage(directory: parent.url.appendingPathComponent("data"))
  }

  private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? Int) ?? -1
  }

  @Test("the folder is created 0700, new documents and locks 0600")
  func privateByDefault() throws {
    try storage.save(1, forKey: "counter", schemaVersion: 1)
    try storage.withExclusiveAccess(toKey: "counter") {}
    #expect(try mode(storage.directory.path) == 0o700)
    #expect(try mode(storage.location(ofKey: "counter")) == 0o600)
    #expect(try mode(storage.directory.appendingPathComponent(".counter.lock").path) == 0o600)
  }

  @Test(
    "a document whose mode the user chose keeps it when it is written again",
    arguments: [0o644, 0o600, 0o640])
  func keepsMode(chosen: Int) throws {
    try storage.save(1, forKey: "orders", schemaVersion: 1)
    let path = storage.location(ofKey: "orders")
    #expect(chmod(path, mode_t(chosen)) == 0)
    try storage.update(Int.self, forKey: "orders", schemaVersion: 1, initial: 0) { $0 += 1 }
    #expect(try mode(path) == chosen)
    #expect(try storage.load(Int.self, forKey: "orders", schemaVersion: 1) == 2)
  }

  @Test("an existing folder keeps its mode")
  func existingFolder() throws {
    try FileManager.default.createDirectory(
      at: storage.directory, withIntermediateDirectories: true)
    #expect(chmod(storage.directory.path, 0o755) == 0)
    try storage.save(1, forKey: "cart", schemaVersion: 1)
    #expect(try mode(storage.directory.path) == 0o755)
  }

  @Test("the next write removes the temporary files of writers that are gone, and keeps others'")
  func abandonedTemporaryFiles() throws {
    try storage.save(1, forKey: "cart", schemaVersion: 1)
    let gone = try finishedProcessID()
    let names = [
      ".cart.json.\(gone).6F0C.tmp", ".orders.json.\(gone).A1B2.tmp",
      ".cart.json.\(getppid()).77AA.tmp",
    ]
    for name in names {
      try Data("half".utf8).write(to: storage.directory.appendingPathComponent(name))
    }
    try storage.save(2, forKey: "account", schemaVersion: 1)
    let left = try FileManager.default.contentsOfDirectory(atPath: storage.directory.path)
      .filter { $0.hasSuffix(".tmp") }
    #expect(left == [".cart.json.\(getppid()).77AA.tmp"], "a live writer's file stays")
  }

  @Test("a folder where a document should be is named as such, not as a system error")
  func folderInPlaceOfFile() throws {
    try FileManager.default.createDirectory(
      at: storage.fileURL(forKey: "cart"), withIntermediateDirectories: true)
    let error = #expect(throws: StorageError.self) { try storage.data(forKey: "cart") }
    #expect(
      error?.description
        == "cannot read \(storage.location(ofKey: "cart")): it is a folder where a file should"
        + " be; move the folder away")
  }

  @Test("a file where the data folder should be is named as such, for reads, writes and locks")
  func fileInPlaceOfFolder() throws {
    try Data("x".utf8).write(to: storage.directory)
    let expected = StorageError.unusableDirectory(
      location: storage.directory.path, reason: "it is a file, not a folder; choose another folder")
    #expect(throws: expected) { try storage.data(forKey: "cart") }
    #expect(throws: expected) { try storage.write(Data(), forKey: "cart") }
    #expect(throws: expected) { try storage.withExclusiveAccess(toKey: "cart") {} }
  }

  @Test("a hold refuses a second holder until it is released, then lets the next one in")
  func holds() throws {
    let first = try #require(try storage.holdExclusiveAccess(toKey: "checkout"))
    #expect(try storage.holdExclusiveAccess(toKey: "checkout") == nil)
    #expect(
      try FileStorage(directory: storage.directory).holdExclusiveAccess(toKey: "checkout") == nil)
    #expect(try storage.holdExclusiveAccess(toKey: "other") != nil)
    first.release()
    first.release()
    #expect(try storage.holdExclusiveAccess(toKey: "checkout") != nil)
  }

  @Test("a hold released from memory lets go of the key")
  func holdReleasedWithItsOwner() throws {
    var access = try storage.holdExclusiveAccess(toKey: "checkout")
    #expect(access != nil)
    access = nil
    #expect(try storage.holdExclusiveAccess(toKey: "checkout") != nil)
  }

  /// The number of a process that ran and ended.
  private func finishedProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }
}

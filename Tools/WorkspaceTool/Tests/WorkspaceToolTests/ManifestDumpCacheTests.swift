import Foundation
import Testing

@testable import WorkspaceTool

@Suite("The manifest dump cache")
struct ManifestDumpCacheTests {
  @Test("a stored dump answers only for the same manifest text and toolchain")
  func answersOnlyForTheSameManifestAndToolchain() throws {
    let folder = try FixtureWorkspace()
    let cache = ManifestDumpCache(folder: folder.root.appendingPathComponent("cache"))
    cache.store("{\"dump\": 1}", manifest: "let package = 1", toolchain: "swift A")
    #expect(cache.dump(manifest: "let package = 1", toolchain: "swift A") == "{\"dump\": 1}")
    #expect(cache.dump(manifest: "let package = 2", toolchain: "swift A") == nil)
    #expect(cache.dump(manifest: "let package = 1", toolchain: "swift B") == nil)
  }

  @Test("only the most recently used entries stay")
  func keepsTheMostRecentlyUsedEntries() throws {
    let folder = try FixtureWorkspace()
    var cache = ManifestDumpCache(folder: folder.root.appendingPathComponent("cache"))
    cache.keptEntries = 2
    cache.store("one", manifest: "1", toolchain: "t")
    cache.store("two", manifest: "2", toolchain: "t")
    // Using the first entry makes the second the least recently used one.
    let old = Date(timeIntervalSinceNow: -60)
    for entry in try FileManager.default.contentsOfDirectory(atPath: cache.folder.path) {
      try FileManager.default.setAttributes(
        [.modificationDate: old], ofItemAtPath: cache.folder.appendingPathComponent(entry).path)
    }
    #expect(cache.dump(manifest: "1", toolchain: "t") == "one")
    cache.store("three", manifest: "3", toolchain: "t")
    #expect(cache.dump(manifest: "1", toolchain: "t") == "one")
    #expect(cache.dump(manifest: "2", toolchain: "t") == nil)
    #expect(cache.dump(manifest: "3", toolchain: "t") == "three")
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.folder.path).count == 2)
  }

  @Test("a store removes what a killed store left behind, but not a live one's file")
  func aStoreRemovesTheLeftoversOfAKilledOne() throws {
    let folder = try FixtureWorkspace()
    let cache = ManifestDumpCache(folder: folder.root.appendingPathComponent("cache"))
    try FileManager.default.createDirectory(at: cache.folder, withIntermediateDirectories: true)
    let killed = cache.folder.appendingPathComponent(".0.json.1.tmp")
    let live = cache.folder.appendingPathComponent(".0.json.2.tmp")
    try Data("half".utf8).write(to: killed)
    try Data("half".utf8).write(to: live)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: killed.path)
    cache.store("dump", manifest: "m", toolchain: "t")
    #expect(!FileManager.default.fileExists(atPath: killed.path))
    #expect(FileManager.default.fileExists(atPath: live.path))
    #expect(cache.dump(manifest: "m", toolchain: "t") == "dump")
  }

  @Test("a damaged entry is a miss, not an error")
  func aDamagedEntryIsAMiss() throws {
    let folder = try FixtureWorkspace()
    let cache = ManifestDumpCache(folder: folder.root.appendingPathComponent("cache"))
    cache.store("dump", manifest: "m", toolchain: "t")
    let entry = try #require(
      try FileManager.default.contentsOfDirectory(atPath: cache.folder.path).first)
    try Data("{ not json".utf8).write(to: cache.folder.appendingPathComponent(entry))
    #expect(cache.dump(manifest: "m", toolchain: "t") == nil)
  }

  @Test("an edited manifest is evaluated again: a new package shows at once")
  func anEditedManifestIsEvaluatedAgain() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    let before = try Workspace.load(root: fixture.root)
    // The second load of the same manifest may come from the cache; it must be the same.
    #expect(try Workspace.load(root: fixture.root).graph.packages == before.graph.packages)
    try fixture.write(
      "Foundation/Extra/Sources/Extra/Extra.swift", "public struct ExtraValue {}\n")
    let manifest = try #require(fixture.read("Package.swift"))
    try fixture.write(
      "Package.swift",
      manifest + "\npackage.targets.append(.target(name: \"Extra\", path: "
        + "\"Foundation/Extra/Sources/Extra\"))\n")
    let after = try Workspace.load(root: fixture.root)
    #expect(after.graph.packages.map(\.name).contains("Extra"))
    #expect(!before.graph.packages.map(\.name).contains("Extra"))
  }

  @Test("MF_MANIFEST_CACHE=off turns the cache off")
  func theCacheCanBeTurnedOff() {
    #expect(ManifestDumpCache.user(environment: ["MF_MANIFEST_CACHE": "off"]) == nil)
    #expect(ManifestDumpCache.user(environment: [:]) != nil)
  }
}

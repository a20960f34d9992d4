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
    cache.store("{\"dump\": 2}", manifest: "let package = 2", toolchain: "swift A")
    let old = Date(timeIntervalSinceNow: -31 * 24 * 3600)
    for file in try FileManager.default.contentsOfDirectory(atPath: cache.folder.path) {
      try FileManager.default.setAttributes(
        [.modificationDate: old], ofItemAtPath: cache.folder.appendingPathComponent(file).path)
    }
    #expect(cache.dump(manifest: "let package = 1", toolchain: "swift A") != nil, "used now")
    cache.store("{\"dump\": 3}", manifest: "let package = 3", toolchain: "swift A")
    #expect(cache.dump(manifest: "let package = 2", toolchain: "swift A") == nil, "unused: gone")
    #expect(cache.dump(manifest: "let package = 1", toolchain: "swift A") == "{\"dump\": 1}")
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
    // The second load of the same manifest comes from the cache; it must be the same.
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

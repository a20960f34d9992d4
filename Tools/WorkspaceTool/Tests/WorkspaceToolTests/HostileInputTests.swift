import CoreTesting
import Foundation
import Testing

@testable import WorkspaceTool

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Hostile input and interruptions")
struct HostileInputTests {
  @Test func aReadOnlyWorkspaceManifestStopsNewAndChangesNothing() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    #expect(fixture.mf(["sync"]).status == 0)
    let path = fixture.root.appendingPathComponent("Package.swift").path
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
    let before = fixture.snapshot()
    let result = fixture.mf(["new", "feature", "Wishlist"])
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("mf: error: Package.swift is read-only"), "\(result.errors)")
    #expect(fixture.snapshot() == before)
  }
}

/// Ctrl-C during `mf new`, at several moments of a real run: the slow tier.
@Suite(.slow)
struct HostileInputSlowTests {
  /// Presses Ctrl-C (SIGINT) during `mf new feature` at several moments: the signal is held off
  /// while the repository changes, so it is always either exactly as before or holds the
  /// complete, consistent feature.
  @Test
  func anInterruptedNewLeavesNothingHalfDone() throws {
    for delay in [0.1, 0.7, 1.4] {
      let fixture = try Fixture.makeEvaluableWorkspace()
      #expect(fixture.mf(["sync"]).status == 0)
      let before = fixture.snapshot()
      let process = try MFProcess.start(["new", "feature", "Wishlist"], in: fixture.root)
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGINT)
      process.waitUntilExit()
      let after = fixture.snapshot()
      if after == before { continue }
      #expect(fixture.exists("Features/Wishlist/Sources/WishlistExample/main.swift"), "\(delay)")
      #expect(fixture.mf(["sync", "--check"]).status == 0, "\(delay)")
      #expect(fixture.mf(["lint"]).status == 0, "\(delay)")
      #expect(!after.keys.contains { $0.contains(".mf-") }, "no temporary files are left")
    }
  }
}

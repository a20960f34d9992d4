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
  /// The `mf` binary built next to the test binary (the test target depends on `mf`).
  private func mfBinary() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = folder.appendingPathComponent("mf")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    throw ToolError.failure("the mf binary was not found next to the tests")
  }

  @Test func aReadOnlyWorkspaceManifestStopsNewAndChangesNothing() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    #expect(fixture.mf(["sync"]).status == 0)
    let path = fixture.root.appendingPathComponent("Package.swift").path
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
    let before = fixture.snapshot()
    let result = fixture.mf(["new", "feature", "Wishlist"])
    #expect(result.status == 1)
    #expect(result.errors.contains("Package.swift is read-only"))
    #expect(fixture.snapshot() == before)
  }

  /// Interrupts `mf new feature` at several moments: the repository is always either exactly as
  /// before or holds the complete, consistent feature.
  @Test func anInterruptedNewLeavesNothingHalfDone() throws {
    let binary = try mfBinary()
    for delay in [0.1, 0.7, 1.4] {
      let fixture = try Fixture.makeEvaluableWorkspace()
      #expect(fixture.mf(["sync"]).status == 0)
      let before = fixture.snapshot()
      let process = Process()
      process.executableURL = binary
      process.arguments = ["--root", fixture.root.path, "new", "feature", "Wishlist"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
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

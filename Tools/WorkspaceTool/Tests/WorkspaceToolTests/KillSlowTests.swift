import CoreTesting
import Foundation
import Testing

@testable import WorkspaceTool

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Kills the `mf` binary with SIGKILL after every step of `new`, `remove`, `sync`, `new app`,
/// `remove app` and `add`, and `mf new` at random instants, and checks the contract: the workspace is then untouched, or fully changed
/// (`mf sync --check` and `mf lint` pass), or running the same command again finishes the job;
/// and in every case `mf remove` brings the tree back to its committed state (`git status`
/// clean).
///
/// Slow (a few minutes: it runs `mf` some hundred times), so it runs only with
/// `SLOW_TESTS=1 swift test --filter KillSlowTests`.
@Suite(
  "Kills at every step (slow)",
  .slow, .serialized)
struct KillSlowTests {
  /// An evaluable workspace whose synced state is committed in git.
  private func makeCommittedWorkspace() throws -> FixtureWorkspace {
    let fixture = try Fixture.makeEvaluableWorkspace()
    try fixture.write(".gitignore", ".build/\n")
    #expect(fixture.mf(["sync"]).status == 0)
    try git(["init", "-q"], in: fixture)
    try git(["add", "-A"], in: fixture)
    try git(
      ["-c", "user.email=t@example.com", "-c", "user.name=T", "commit", "-qm", "start"], in: fixture
    )
    return fixture
  }

  @discardableResult
  private func git(_ arguments: [String], in fixture: FixtureWorkspace) throws -> String {
    let result = try ProcessRunner().run("git", arguments, in: fixture.root)
    try #require(result.status == 0, "git \(arguments): \(result.errorOutput)")
    return result.output
  }

  private func isClean(_ fixture: FixtureWorkspace) throws -> Bool {
    try git(["status", "--porcelain", "--untracked-files=all"], in: fixture).isEmpty
  }

  /// Whether the change an interrupted run left stands: its journal recorded the commit, or
  /// only the empty folder of a removed journal is left.
  private func isCommitted(_ fixture: FixtureWorkspace) -> Bool {
    guard fixture.exists(".mf-journal") else { return false }
    guard let journal = fixture.read(".mf-journal/journal") else { return true }
    return journal.contains("\"committed\"")
  }

  /// The paths whose contents differ between two trees, to say what went wrong.
  private func differences(_ one: [String: String], _ other: [String: String]) -> String {
    Set(one.keys).union(other.keys).filter { one[$0] != other[$0] }.sorted()
      .joined(separator: ", ")
  }

  /// Expects the tree to be `expected`, naming the paths that differ.
  private func expectTree(
    _ fixture: FixtureWorkspace, is expected: [String: String], _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let tree = fixture.snapshot()
    #expect(
      tree == expected, "\(label): differs in \(differences(tree, expected))",
      sourceLocation: sourceLocation)
  }

  private func mf(_ arguments: [String], _ fixture: FixtureWorkspace, killAfter step: Int? = nil)
    throws -> Int32
  {
    try MFProcess.run(arguments, in: fixture.root, killAfterStep: step)
  }

  /// Checks the contract after `command` was killed on its way from `before` to `after`: the
  /// tree is untouched, or fully changed (in sync and lint-clean), or, when `runAgain`, running
  /// the command again finishes the job. Returns whether the tree ended fully changed.
  @discardableResult
  private func expectContract(
    after command: [String], from before: [String: String], to after: [String: String],
    runAgain: Bool, _ fixture: FixtureWorkspace, _ label: String
  ) throws -> Bool {
    let state = fixture.snapshot()
    if state == before { return false }
    let hasJournal = state.keys.contains { $0.hasPrefix(".mf-journal") }
    if hasJournal ? isCommitted(fixture) : state == after {
      #expect(try mf(["sync", "--check"], fixture) == 0, "\(label): fully changed, in sync")
      #expect(try mf(["lint"], fixture) == 0, "\(label): fully changed, lint passes")
      expectTree(fixture, is: after, "\(label): fully changed")
      return true
    }
    guard runAgain else { return false }
    #expect(try mf(command, fixture) == 0, "\(label): running it again finishes the job")
    expectTree(fixture, is: after, "\(label): run again")
    return true
  }

  @Test func newKilledAtEveryStep() throws {
    let fixture = try makeCommittedWorkspace()
    let before = fixture.snapshot()
    let new = ["new", "feature", "Wishlist"]
    #expect(try mf(new, fixture) == 0)
    let after = fixture.snapshot()
    #expect(try mf(["remove", "feature", "Wishlist"], fixture) == 0)
    #expect(fixture.snapshot() == before)
    var step = 1
    while try mf(new, fixture, killAfter: step) != 0 {
      let label = "mf new killed after step \(step)"
      // Every other half-done state is left to `mf remove` to repair, without running again.
      let finished = try expectContract(
        after: new, from: before, to: after, runAgain: step % 2 == 1, fixture, label)
      if fixture.snapshot() != before {
        let removed = try mf(["remove", "feature", "Wishlist"], fixture)
        #expect(!finished || removed == 0, "\(label)")
      }
      expectTree(fixture, is: before, "\(label): mf remove brings the tree back")
      #expect(try isClean(fixture), "\(label): git status is clean")
      step += 1
    }
    #expect(step > 40, "every step of the change was tried")
    #expect(try mf(["remove", "feature", "Wishlist"], fixture) == 0)
    #expect(try isClean(fixture))
  }

  @Test func removeKilledAtEveryStep() throws {
    let fixture = try makeCommittedWorkspace()
    let start = fixture.snapshot()
    let remove = ["remove", "feature", "Wishlist"]
    #expect(try mf(["new", "feature", "Wishlist"], fixture) == 0)
    let withFeature = fixture.snapshot()
    var step = 1
    while try mf(remove, fixture, killAfter: step) != 0 {
      let finished = try expectContract(
        after: remove, from: withFeature, to: start, runAgain: true, fixture,
        "mf remove killed after step \(step)")
      if !finished { #expect(try mf(remove, fixture) == 0) }
      expectTree(fixture, is: start, "mf remove killed after step \(step)")
      #expect(try isClean(fixture), "git status is clean after step \(step)")
      #expect(try mf(["new", "feature", "Wishlist"], fixture) == 0)
      step += 1
    }
    #expect(step > 10, "every step of the change was tried")
    #expect(fixture.snapshot() == start)
    #expect(try isClean(fixture))
  }

  @Test func syncKilledAtEveryStep() throws {
    let fixture = try makeCommittedWorkspace()
    let synced = fixture.snapshot()
    let manifests = synced.keys.filter { $0.hasSuffix("/Package.swift") }
    func drift() throws {
      for path in manifests {
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(path))
      }
    }
    try drift()
    let drifted = fixture.snapshot()
    var step = 1
    while try mf(["sync"], fixture, killAfter: step) != 0 {
      let finished = try expectContract(
        after: ["sync"], from: drifted, to: synced, runAgain: true, fixture,
        "mf sync killed after step \(step)")
      if !finished { #expect(try mf(["sync"], fixture) == 0) }
      expectTree(fixture, is: synced, "mf sync killed after step \(step)")
      #expect(try isClean(fixture))
      try drift()
      step += 1
    }
    #expect(step > manifests.count * 3, "every step of the change was tried")
    #expect(try isClean(fixture))
  }

  /// An evaluable workspace with apps and the feature Tags made by `mf new feature`, committed.
  private func makeCommittedAppWorkspace() throws -> FixtureWorkspace {
    let fixture = try Fixture.makeEvaluableWorkspace(apps: true)
    try FileManager.default.createDirectory(
      at: fixture.root.appendingPathComponent("Apps"), withIntermediateDirectories: true)
    #expect(fixture.mf(["sync"]).status == 0)
    #expect(fixture.mf(["new", "feature", "Tags"]).status == 0)
    try fixture.commitEverything()
    return fixture
  }

  @Test func newAppKilledAtEveryStep() throws {
    let fixture = try makeCommittedAppWorkspace()
    let before = fixture.snapshot()
    let new = ["new", "app", "Journal", "--features", "Tags"]
    let remove = ["remove", "app", "Journal"]
    #expect(try mf(new, fixture) == 0)
    let after = fixture.snapshot()
    #expect(try mf(remove, fixture) == 0)
    expectTree(fixture, is: before, "mf remove app undoes mf new app")
    var step = 1
    while try mf(new, fixture, killAfter: step) != 0 {
      let label = "mf new app killed after step \(step)"
      let finished = try expectContract(
        after: new, from: before, to: after, runAgain: step % 2 == 1, fixture, label)
      if fixture.snapshot() != before {
        let removed = try mf(remove, fixture)
        #expect(!finished || removed == 0, "\(label)")
      }
      expectTree(fixture, is: before, "\(label): mf remove app brings the tree back")
      #expect(try isClean(fixture), "\(label): git status is clean")
      step += 1
    }
    #expect(step > 40, "every step of the change was tried")
    #expect(try mf(remove, fixture) == 0)
    #expect(try isClean(fixture))
  }

  @Test func removeAppKilledAtEveryStep() throws {
    let fixture = try makeCommittedAppWorkspace()
    let start = fixture.snapshot()
    let new = ["new", "app", "Journal", "--features", "Tags"]
    let remove = ["remove", "app", "Journal"]
    #expect(try mf(new, fixture) == 0)
    let withApp = fixture.snapshot()
    var step = 1
    while try mf(remove, fixture, killAfter: step) != 0 {
      let label = "mf remove app killed after step \(step)"
      let finished = try expectContract(
        after: remove, from: withApp, to: start, runAgain: true, fixture, label)
      if !finished { #expect(try mf(remove, fixture) == 0, "\(label)") }
      expectTree(fixture, is: start, label)
      #expect(try isClean(fixture), "\(label): git status is clean")
      #expect(try mf(new, fixture) == 0)
      step += 1
    }
    #expect(step > 10, "every step of the change was tried")
    expectTree(fixture, is: start, "mf remove app, not killed")
    #expect(try isClean(fixture))
  }

  /// `mf add` has no reverse command: between attempts, git puts the committed app back.
  @Test func addKilledAtEveryStep() throws {
    let fixture = try makeCommittedAppWorkspace()
    #expect(fixture.mf(["new", "feature", "Notes"]).status == 0)
    #expect(fixture.mf(["new", "app", "Journal", "--features", "Tags"]).status == 0)
    try git(["add", "-A"], in: fixture)
    try git(
      ["-c", "user.email=t@example.com", "-c", "user.name=T", "commit", "-qm", "app"], in: fixture)
    let before = fixture.snapshot()
    let add = ["add", "Notes", "--to", "Journal"]
    #expect(try mf(add, fixture) == 0)
    let after = fixture.snapshot()
    func reset() throws {
      try git(["checkout", "-q", "--", "."], in: fixture)
      try git(["clean", "-fdq"], in: fixture)
    }
    try reset()
    var step = 1
    while try mf(add, fixture, killAfter: step) != 0 {
      let label = "mf add killed after step \(step)"
      let finished = try expectContract(
        after: add, from: before, to: after, runAgain: step % 2 == 1, fixture, label)
      if !finished, fixture.snapshot() != before {
        // Any mf command repairs first: the interrupted change is rolled back.
        #expect(try mf(["lint"], fixture) == 0, "\(label)")
        expectTree(fixture, is: before, "\(label): the next mf run rolls it back")
      }
      try reset()
      #expect(try isClean(fixture), "\(label): git status is clean")
      step += 1
    }
    #expect(step > 15, "every step of the change was tried")
    expectTree(fixture, is: after, "mf add, not killed")
  }

  /// The measurement that found the problem: SIGKILL at a random instant of `mf new feature`,
  /// then the repair by the next run.
  @Test func newKilledAtRandomInstants() throws {
    let fixture = try makeCommittedWorkspace()
    let before = fixture.snapshot()
    let new = ["new", "feature", "Wishlist"]
    let began = Date()
    #expect(try mf(new, fixture) == 0)
    let duration = Date().timeIntervalSince(began)
    let after = fixture.snapshot()
    #expect(try mf(["remove", "feature", "Wishlist"], fixture) == 0)
    for attempt in 1...16 {
      let delay = Double.random(in: 0...duration)
      let process = try MFProcess.start(new, in: fixture.root)
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let label = "mf new killed after \(String(format: "%.2f", delay)) s"
      try expectContract(
        after: new, from: before, to: after, runAgain: attempt % 2 == 1, fixture, label)
      if fixture.snapshot() != before { _ = try mf(["remove", "feature", "Wishlist"], fixture) }
      expectTree(fixture, is: before, "\(label): mf remove brings the tree back")
      #expect(try isClean(fixture), "\(label): git status is clean")
    }
  }
}

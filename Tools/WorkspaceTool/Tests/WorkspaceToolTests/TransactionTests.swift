import Foundation
import Testing

@testable import WorkspaceTool

/// The recovery logic in process: a change to a small tree of files is stopped after each of
/// its steps, as a kill would stop it, and the next run must put the tree back exactly as it
/// was, or, once the change was committed, leave it fully changed.
@Suite("Journal and recovery")
struct TransactionTests {
  /// A tree with a root manifest and a feature folder that the change removes.
  private func makeTree() throws -> FixtureWorkspace {
    let fixture = try FixtureWorkspace()
    try fixture.write("Package.swift", "// the original manifest\n")
    try fixture.write("Features/Old/Sources/Old/Old.swift", "struct Old {}\n")
    try fixture.write("Features/Old/Package.swift", "// old\n")
    return fixture
  }

  /// The change: replace the manifest, create a package in new folders, remove another.
  private func change(_ root: URL, changeHook: ChangeHook, beforeCommit: () -> Void = {}) throws {
    let transaction = try WorkspaceTransaction(
      root: root, command: "mf test-change", changeHook: changeHook)
    try transaction.write("// the new manifest\n", to: "Package.swift")
    try transaction.write("struct New {}\n", to: "Features/New/Sources/New/New.swift")
    try transaction.write("// new\n", to: "Features/New/Package.swift")
    try transaction.removeFolder("Features/Old")
    beforeCommit()
    try transaction.commit()
  }

  /// The tree before and after the whole change, and the number of the step that records the
  /// commit.
  private func referenceStates() throws -> (
    before: [String: String], after: [String: String], commitStep: Int
  ) {
    let fixture = try makeTree()
    let before = fixture.snapshot()
    let steps = StepStopper(after: nil)
    var commitStep = 0
    try change(fixture.root, changeHook: steps.hook) { commitStep = steps.steps + 1 }
    return (before, fixture.snapshot(), commitStep)
  }

  @Test func aChangeStoppedAfterAnyStepIsRolledBackOrFinishedByTheNextRun() throws {
    let (before, after, commitStep) = try referenceStates()
    #expect(before != after)
    var step = 1
    while true {
      let fixture = try makeTree()
      do {
        try change(fixture.root, changeHook: StepStopper(after: step).hook)
        #expect(fixture.snapshot() == after)
        break  // The change ran to its end: every step has been tried.
      } catch is ChangeHook.Interrupted {}
      let stopped = fixture.snapshot().filter { !$0.key.hasPrefix(".mf-journal") }
      let report = try Recovery(root: fixture.root).run()
      #expect(
        fixture.snapshot() == (step < commitStep ? before : after), "stopped after step \(step)")
      if stopped != before, step < commitStep {
        #expect(report.first?.hasSuffix("was interrupted; undid its changes:") == true, "\(step)")
      }
      #expect(try Recovery(root: fixture.root).run().isEmpty, "nothing is left to repair")
      step += 1
    }
    #expect(step > commitStep)
  }

  @Test func aRollBackStoppedMidwayIsFinishedByTheRunAfter() throws {
    let (before, _, commitStep) = try referenceStates()
    for step in stride(from: 4, to: commitStep, by: 3) {
      var recoveryStep = 1
      while true {
        let fixture = try makeTree()
        #expect(throws: ChangeHook.Interrupted.self) {
          try change(fixture.root, changeHook: StepStopper(after: step).hook)
        }
        do {
          let steps = StepStopper(after: recoveryStep)
          _ = try Recovery(root: fixture.root, changeHook: steps.hook).run()
          #expect(fixture.snapshot() == before)
          break
        } catch is ChangeHook.Interrupted {}
        _ = try Recovery(root: fixture.root).run()
        #expect(
          fixture.snapshot() == before,
          "change stopped after step \(step), its roll-back after step \(recoveryStep)")
        recoveryStep += 1
      }
    }
  }

  @Test func theRepairIsDescribedFromTheWorkspaceRoot() throws {
    let (_, _, commitStep) = try referenceStates()
    let stopped = try makeTree()
    #expect(throws: ChangeHook.Interrupted.self) {
      try change(stopped.root, changeHook: StepStopper(after: commitStep - 1).hook)
    }
    #expect(
      try Recovery(root: stopped.root).run() == [
        "mf: an earlier `mf test-change` was interrupted; undid its changes:",
        "  put back Features/Old",
        "  restored Package.swift",
        "  removed Features/New",
      ])
  }

  @Test func aChangeThatIsStillRunningIsNotTouched() throws {
    let fixture = try makeTree()
    let transaction = try WorkspaceTransaction(
      root: fixture.root, command: "mf test-change", changeHook: .none)
    try transaction.write("// the new manifest\n", to: "Package.swift")
    let during = fixture.snapshot()
    #expect {
      _ = try Recovery(root: fixture.root).run()
    } throws: { error in
      (error as? ToolError)?.message.contains("another mf run is changing the workspace") == true
    }
    #expect(fixture.snapshot() == during)
    try transaction.commit()
    #expect(fixture.read("Package.swift") == "// the new manifest\n")
    #expect(!fixture.exists(Journal.folderName))
  }

  @Test func aFailingChangeIsRolledBackByTheSameRun() throws {
    let fixture = try makeTree()
    let before = fixture.snapshot()
    #expect(throws: ToolError.self) {
      try WorkspaceTransaction.run(root: fixture.root, command: "mf test-change", changeHook: .none)
      {
        try $0.write("// the new manifest\n", to: "Package.swift")
        try $0.removeFolder("Features/Old")
        throw ToolError.failure("the lint found an error")
      }
    }
    #expect(fixture.snapshot() == before)
  }
}

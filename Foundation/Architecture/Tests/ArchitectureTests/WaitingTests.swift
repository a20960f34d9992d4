import Architecture
import ArchitectureTesting
import Testing

/// The shared waiting helpers: they return as soon as what they wait for happens, and a wait
/// that runs out of time fails the test instead of passing quietly.
@MainActor
struct WaitingTests {
  @Test("a condition that never holds fails the test, naming what was awaited")
  func timeoutFailsTheTest() async {
    var held = true
    await withKnownIssue {
      held = await waitUntil("the flag was set", within: .milliseconds(20)) { false }
    } matching: { issue in
      issue.description.contains("the flag was set")
    }
    #expect(!held)
  }

  @Test("a condition that holds on another task's turn ends the wait without a failure")
  func conditionHolds() async {
    let flag = FinishFlag()
    Task { flag.finish() }
    #expect(await waitUntil("the other task ran") { flag.isFinished })
  }

  @Test("a task's value is returned; a task still running at the limit fails and is cancelled")
  func taskValues() async {
    #expect(await waitForValue(of: Task { 42 }) == 42)
    let sleeper = Task {
      try? await Task.sleep(for: .seconds(60))
      return Task.isCancelled
    }
    var value: Bool? = false
    await withKnownIssue {
      value = await waitForValue(of: sleeper, "the sleeper woke", within: .milliseconds(20))
    } matching: { issue in
      issue.description.contains("the sleeper woke")
    }
    #expect(value == nil)
    #expect(await sleeper.value, "the task the test gave up on was cancelled")
  }

  @Test("an activation's decision is awaited; giving up does not cancel the activation")
  func decisions() async {
    let signIn = SignIn()
    signIn.holdsRuns = true
    let fixture = BoardFixture()
    fixture.motherboard.provide(.signedIn, signIn.barrier())
    fixture.motherboard.require(.signedIn, for: .count)
    let activation = fixture.motherboard.io(.count).activate("x")
    await withKnownIssue {
      #expect(await waitForDecision(of: activation, within: .milliseconds(20)) == nil)
    } matching: { issue in
      issue.description.contains("the activation was decided")
    }
    signIn.release()
    #expect(await waitForDecision(of: activation) == .activated)
  }

  @Test("a board's completion is awaited through the task that runs it")
  func completions() async {
    let fixture = BoardFixture()
    let run = Task { await fixture.motherboard.io(.total).run(1) }
    await waitUntil("the board is active") { fixture.motherboard.io(.total).isActive }
    fixture.motherboard.io(.total).send(0)
    #expect(await waitForValue(of: run) == .finished)
  }

  @Test("a recorder's count is awaited, values from other threads included")
  func recorderCounts() async {
    let channel = Channel<Int>()
    let recorder = Recorder<Int>()
    recorder.record(from: channel)
    for value in 1...3 {
      Task.detached { channel.send(value) }
    }
    #expect(await recorder.waitForValues(count: 3).sorted() == [1, 2, 3])
  }
}

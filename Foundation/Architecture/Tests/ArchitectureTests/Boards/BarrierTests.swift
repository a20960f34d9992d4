import Architecture
import ArchitectureTesting
import CoreTesting
import Testing

/// A sign-in state the barrier checks and its resolution changes, with a gate the test opens.
@MainActor
final class SignIn {
  var isSignedIn = false
  var runs = 0
  /// How many runs have decided.
  var decisions = 0
  /// What the next runs decide, first to last; `resume` once it is empty.
  var answers: [BarrierResolution] = []
  /// Held runs, oldest first; they ignore cancellation, as a resolution waiting on something
  /// outside the kit might.
  private var waiting: [CheckedContinuation<Void, Never>] = []
  var holdsRuns = false

  func barrier() -> Barrier {
    Barrier(
      "signed-in", refusal: "needs a signed-in customer", isOpen: { self.isSignedIn },
      resolve: { _ in
        self.runs += 1
        if self.holdsRuns { await self.holdRun() }
        let answer = self.answers.isEmpty ? .resume : self.answers.removeFirst()
        if answer == .resume { self.isSignedIn = true }
        self.decisions += 1
        return answer
      })
  }

  /// Returns when the test calls ``release()``, cancelled or not.
  func holdRun() async {
    await withCheckedContinuation { waiting.append($0) }
  }

  var isWaiting: Bool { !waiting.isEmpty }
  var waitingRuns: Int { waiting.count }

  /// Lets every held run decide.
  func release() {
    let held = waiting
    waiting = []
    for run in held { run.resume() }
  }
}

@MainActor
struct BarrierTests {
  func guardedFixture(_ signIn: SignIn) -> BoardFixture {
    let fixture = BoardFixture()
    fixture.motherboard.provide(.signedIn, signIn.barrier())
    fixture.motherboard.require(.signedIn, for: .count)
    fixture.motherboard.require(.signedIn, for: .feature)
    return fixture
  }

  @Test("an open barrier lets the activation through at once")
  func openBarrier() {
    let signIn = SignIn()
    signIn.isSignedIn = true
    let fixture = guardedFixture(signIn)
    #expect(fixture.motherboard.io(.count).activate("x").outcome == .activated)
    #expect(signIn.runs == 0)
  }

  @Test("a closed barrier runs its resolution before the board exists; resume activates it")
  func resolutionRunsBeforeTheBoardExists() async {
    let signIn = SignIn()
    signIn.holdsRuns = true
    let fixture = guardedFixture(signIn)
    let activation = fixture.motherboard.io(.feature).activate("stay")
    #expect(activation.outcome == nil)
    await waitUntil { signIn.isWaiting }
    #expect(fixture.log.made.isEmpty, "no board, flow or context before the barrier decides")
    #expect(fixture.tree.snapshot()?.children.isEmpty == true)
    signIn.release()
    #expect(await waitForDecision(of: activation) == .activated)
    #expect(fixture.log.made == ["feature"])
  }

  @Test("a refusing resolution refuses the activation; the board is never made")
  func refusal() async {
    let signIn = SignIn()
    signIn.answers = [.cancel]
    let fixture = guardedFixture(signIn)
    #expect(
      await fixture.motherboard.io(.count).run("x")
        == .refused(barrier: "signed-in", reason: "needs a signed-in customer"))
    #expect(fixture.log.made.isEmpty)
  }

  @Test("every way of activating a guarded board passes the barrier: a chain too")
  func chainedActivationsPassTheBarrier() async {
    let signIn = SignIn()
    signIn.answers = [.cancel]
    let fixture = guardedFixture(signIn)
    let events = EventLog(fixture.tree)
    fixture.motherboard.chain(.reverse, to: .count)
    fixture.motherboard.io(.reverse).activate("abc")
    await waitUntil("the barrier decided about the chained activation") {
      events.contains(.barrierResolved(barrier: "signed-in", resolution: .cancel))
    }
    #expect(fixture.log.made == ["reverse"], "the chained count board was held and refused")
  }

  @Test("activations arriving while a resolution runs wait for that one run")
  func waitersShareOneRun() async {
    let signIn = SignIn()
    signIn.holdsRuns = true
    let fixture = guardedFixture(signIn)
    let first = fixture.motherboard.io(.count).activate("a")
    await waitUntil { signIn.isWaiting }
    let second = fixture.motherboard.io(.count).activate("bb")
    let third = fixture.motherboard.io(.feature).activate("stay")
    signIn.release()
    #expect(await waitForDecision(of: first) == .activated)
    #expect(await waitForDecision(of: second) == .activated)
    #expect(await waitForDecision(of: third) == .activated)
    #expect(signIn.runs == 1)
    #expect(fixture.log.received == ["count a", "count bb", "feature stay"])
  }

  @Test(
    "an activation arriving just as a run decides is neither lost nor cancelled unasked",
    .timeLimit(.minutes(1)))
  func activationAtTheMomentARunDecides() async {
    // Each of the 8 rounds releases the run at another of the 8 activations around it.
    await activationsAroundADecision(rounds: 8)
  }

  /// Queues activations around a barrier's decision, releasing the run at a different one each
  /// round, and checks that none is lost or refused by a run that had already decided.
  func activationsAroundADecision(rounds: Int) async {
    for round in 0..<rounds {
      let signIn = SignIn()
      signIn.holdsRuns = true
      signIn.answers = [.cancel]
      let fixture = guardedFixture(signIn)
      let held = fixture.motherboard.io(.count).activate("held")
      await waitUntil { signIn.isWaiting }
      // Queue activations on the main actor around the decision: some run before it, some in
      // the very next turn after it, some later.
      var late: [Task<(arrivedAfterDecision: Bool, outcome: ActivationOutcome), Never>] = []
      for index in 0..<8 {
        late.append(
          Task { @MainActor in
            for _ in 0..<(index % 4) { await Task.yield() }
            let arrivedAfterDecision = signIn.decisions > 0
            let activation = fixture.motherboard.io(.count).activate("late \(index)")
            return (arrivedAfterDecision, await activation.decision())
          })
        if index == round % 8 { signIn.release() }
      }
      signIn.holdsRuns = false
      #expect(
        await waitForDecision(of: held)
          == .refused(barrier: "signed-in", reason: "needs a signed-in customer"))
      for task in late {
        let (arrivedAfterDecision, outcome) = await task.value
        // Before the decision: a waiter of the refusing run. After it: a new run asks again
        // (and resumes), so nothing that arrives later is refused by the finished run.
        #expect(
          outcome
            == (arrivedAfterDecision
              ? .activated : .refused(barrier: "signed-in", reason: "needs a signed-in customer")))
      }
      #expect(signIn.runs <= 2, "arrivals after the decision share one new run")
      let activated = fixture.log.received.filter { $0.hasPrefix("count late") }.count
      var afterDecision = 0
      for task in late where await task.value.arrivedAfterDecision { afterDecision += 1 }
      #expect(activated == afterDecision, "every activation after the decision reached the board")
    }
  }

  @Test("cancelling a waiting task releases it, and the resolution when nobody waits")
  func cancellationReleasesWaiters() async {
    let signIn = SignIn()
    signIn.holdsRuns = true
    let fixture = guardedFixture(signIn)
    let waiting = Task { await fixture.motherboard.io(.count).run("x") }
    await waitUntil("the resolution runs") { signIn.isWaiting }
    waiting.cancel()
    #expect(await waitForValue(of: waiting) == .cancelled)
    signIn.release()
    // The run decides in the same main-actor turn as its resolution counts the decision.
    await waitUntil("the resolution decided") { signIn.decisions == 1 }
    #expect(fixture.log.made.isEmpty, "a cancelled activation never reaches its board")
  }

  @Test("a run nobody waits for is forgotten at once: the next activation starts a fresh one")
  func abandonedRunIsForgotten() async {
    let signIn = SignIn()
    signIn.holdsRuns = true
    let barrier = signIn.barrier()
    let fixture = BoardFixture()
    fixture.motherboard.provide(.signedIn, barrier)
    fixture.motherboard.require(.signedIn, for: .count)
    let abandoned = Task { await fixture.motherboard.io(.count).run("x") }
    await waitUntil("the first resolution runs") { signIn.isWaiting }
    abandoned.cancel()
    #expect(await waitForValue(of: abandoned) == .cancelled)
    #expect(!barrier.isResolving, "the abandoned run, still resolving, is no longer joined")
    let next = fixture.motherboard.io(.count).activate("y")
    await waitUntil("a second resolution runs") { signIn.waitingRuns == 2 }
    signIn.release()
    #expect(await waitForDecision(of: next) == .activated)
    #expect(signIn.runs == 2)
    #expect(fixture.log.received == ["count y"])
  }

  @Test("a run nobody waits for ends the boards its resolution made, so the next one starts fresh")
  func abandonedRunEndsItsBoards() async {
    let signIn = SignIn()
    let barrier = Barrier(
      "signed-in", isOpen: { signIn.isSignedIn },
      resolve: { motherboard in
        signIn.runs += 1
        guard await motherboard.io(.feature).run("stay") == .finished else { return .cancel }
        signIn.isSignedIn = true
        return .resume
      })
    let fixture = BoardFixture()
    fixture.motherboard.provide(.signedIn, barrier)
    fixture.motherboard.require(.signedIn, for: .count)
    let abandoned = Task { await fixture.motherboard.io(.count).run("x") }
    await waitUntil("the resolution's board is active") {
      fixture.motherboard.activeBoards == ["feature"]
    }
    abandoned.cancel()
    #expect(await waitForValue(of: abandoned) == .cancelled)
    #expect(fixture.motherboard.activeBoards.isEmpty, "the abandoned run ended the board it made")
    #expect(fixture.tree.snapshot()?.first(named: "CartFlow") == nil)

    let next = fixture.motherboard.io(.count).activate("y")
    await waitUntil("a fresh resolution made a fresh board") { fixture.log.made.count == 2 }
    fixture.motherboard.io(.feature).activate("finish")
    #expect(await waitForDecision(of: next) == .activated)
    #expect(signIn.runs == 2)
    #expect(fixture.log.made == ["feature", "feature", "count"])
    #expect(fixture.log.received == ["feature stay", "feature stay", "feature finish", "count y"])
    #expect(fixture.issues.issues.isEmpty)
  }

  @Test("a resolution that goes on after its run was abandoned makes no board")
  func abandonedResolutionMakesNoBoard() async {
    let signIn = SignIn()
    let later = CompletionBox()
    let fixture = BoardFixture()
    fixture.motherboard.provide(
      .signedIn,
      Barrier(
        "signed-in", isOpen: { false },
        resolve: { motherboard in
          await signIn.holdRun()
          later.completion = await motherboard.io(.feature).run("stay")
          return .cancel
        }))
    fixture.motherboard.require(.signedIn, for: .count)
    let abandoned = Task { await fixture.motherboard.io(.count).run("x") }
    await waitUntil("the resolution runs") { signIn.isWaiting }
    abandoned.cancel()
    #expect(await waitForValue(of: abandoned) == .cancelled)
    signIn.release()
    await waitUntil("the resolution went on") { later.completion != nil }
    #expect(later.completion == .cancelled)
    #expect(fixture.log.made.isEmpty)
  }

  @Test("ending the motherboard releases activations held by a barrier")
  func endingReleasesWaiters() async {
    let signIn = SignIn()
    signIn.holdsRuns = true
    let fixture = guardedFixture(signIn)
    let activation = fixture.motherboard.io(.count).activate("x")
    await waitUntil { signIn.isWaiting }
    fixture.tree.shutdown()
    #expect(await waitForDecision(of: activation) == .cancelled)
    signIn.release()
  }

  @Test("a barrier for every board, except the one its resolution uses")
  func everyBoardWithAnException() async {
    let fixture = BoardFixture()
    let signIn = SignIn()
    let barrier = Barrier(
      "signed-in", isOpen: { signIn.isSignedIn },
      resolve: { motherboard in
        signIn.runs += 1
        guard await motherboard.io(.count).run("sign-in") == .finished else { return .cancel }
        signIn.isSignedIn = true
        return .resume
      })
    fixture.motherboard.provide(.signedIn, barrier)
    fixture.motherboard.requireEverywhere(.signedIn, except: [AnyBoardID(.count)])
    #expect(await waitForDecision(of: fixture.motherboard.io(.shout).activate("hi")) == .activated)
    #expect(fixture.log.received == ["count sign-in", "shout hi"])
    #expect(fixture.issues.issues.isEmpty)
  }

  @Test("a resolution that activates a board its own barrier guards is refused, not stuck")
  func cycleIsRefused() async {
    let fixture = BoardFixture()
    let barrier = Barrier(
      "signed-in", refusal: "needs a signed-in customer", isOpen: { false },
      resolve: { motherboard in
        await motherboard.io(.count).run("sign-in") == .finished ? .resume : .cancel
      })
    fixture.motherboard.provide(.signedIn, barrier)
    fixture.motherboard.requireEverywhere(.signedIn)
    let outcome = await waitForDecision(of: fixture.motherboard.io(.shout).activate("hi"))
    #expect(outcome == .refused(barrier: "signed-in", reason: "needs a signed-in customer"))
    #expect(fixture.issues.issues == [.barrierCycle(barrier: "signed-in", board: "count")])
    #expect(fixture.log.made.isEmpty)
  }

  @Test("a held activation goes on in its own scope: what its board activates is no cycle")
  func heldActivationKeepsItsScope() async {
    let fixture = BoardFixture()
    let runs = MadeCount()
    // Asks every time and lets every activation through, but never stays open.
    let barrier = Barrier(
      "consent", isOpen: { false },
      resolve: { _ in
        runs.count += 1
        return .resume
      })
    fixture.motherboard.provide(.signedIn, barrier)
    fixture.motherboard.require(.signedIn, for: .reverse)
    fixture.motherboard.require(.signedIn, for: .count)
    fixture.motherboard.chain(.reverse, to: .count)
    let events = EventLog(fixture.tree)
    #expect(
      await waitForDecision(of: fixture.motherboard.io(.reverse).activate("abc")) == .activated)
    await waitUntil("the chained count board was activated") {
      events.contains(.boardActivated(board: "count", motherboard: "test"))
    }
    #expect(fixture.issues.issues.isEmpty)
    #expect(fixture.log.received == ["reverse abc", "count cba"])
    #expect(runs.count == 2)
  }

  @Test("the debug tree shows which boards each barrier guards")
  func barriersInTheDebugTree() {
    let fixture = guardedFixture(SignIn())
    #expect(
      fixture.motherboard.snapshot().details == [
        "boards: count, feature, reverse, shout, total",
        "barriers: signed-in guards count, feature",
      ])
  }
}

/// Keeps what a resolution's own run of a board returned.
@MainActor
final class CompletionBox {
  var completion: BoardCompletion?
}

/// The barrier's decision raced many more times, in the slow tier.
@MainActor
@Suite(.slow)
struct BarrierSlowTests {
  @Test(
    "an activation arriving just as a run decides, 200 rounds", .timeLimit(.minutes(2)))
  func activationAtTheMomentARunDecides() async {
    await BarrierTests().activationsAroundADecision(rounds: 200)
  }
}

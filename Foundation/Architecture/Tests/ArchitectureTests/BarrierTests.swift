import Architecture
import ArchitectureTesting
import Testing

/// A sign-in session the barrier checks and the sign-in flow changes.
@MainActor
final class Session {
  var isSignedIn: Bool
  var signInAttempts = 0
  init(isSignedIn: Bool) { self.isSignedIn = isSignedIn }
}

@MainActor
struct BarrierTests {
  func signedIn(_ session: Session, userSignsIn: Bool) -> Barrier {
    Barrier(
      "signed-in", check: { session.isSignedIn },
      resolution: Step("sign-in") { _ in
        session.signInAttempts += 1
        session.isSignedIn = userSignsIn
        return .completed(userSignsIn ? .resume : .cancel)
      })
  }

  let checkout = Step<Int, String>("checkout") { .completed("order for \($0)") }

  @Test func passingBarrierLetsTheStepRun() async throws {
    let session = Session(isSignedIn: true)
    let orchestrator = Orchestrator()
    let step = checkout.guarded(by: signedIn(session, userSignsIn: false))
    #expect(try await orchestrator.run(step, with: 3) == .completed("order for 3"))
    #expect(session.signInAttempts == 0)
    #expect(orchestrator.trace.first == .barrierPassed(barrier: "signed-in", depth: 0))
  }

  @Test func failedCheckRunsTheBarrierFlowThenResumes() async throws {
    let session = Session(isSignedIn: false)
    let orchestrator = Orchestrator()
    let step = checkout.guarded(by: signedIn(session, userSignsIn: true))
    #expect(try await orchestrator.run(step, with: 3) == .completed("order for 3"))
    #expect(session.signInAttempts == 1)
    #expect(
      orchestrator.traceDescription() == """
        barrier signed-in blocked
          activated sign-in
          completed sign-in
        barrier signed-in resolved: resume
        activated checkout
        completed checkout

        """)
  }

  @Test func failedCheckThenCancelledSignInCancelsTheStep() async throws {
    let session = Session(isSignedIn: false)
    let orchestrator = Orchestrator()
    let step = checkout.guarded(by: signedIn(session, userSignsIn: false))
    #expect(try await orchestrator.run(step, with: 3) == .cancelled)
    #expect(!orchestrator.trace.contains(.activated(step: "checkout", depth: 0)))
    #expect(orchestrator.trace.last == .cancelled(step: "checkout", depth: 0))
  }

  @Test func barrierFlowThatIsItselfCancelledCancelsTheStep() async throws {
    let barrier = Barrier(
      "signed-in", check: { false }, resolution: Step("sign-in") { _ in .cancelled })
    let outcome = try await Orchestrator().run(checkout.guarded(by: barrier), with: 1)
    #expect(outcome == .cancelled)
  }

  @Test func barrierInsideAChainGuardsOnlyItsStep() async throws {
    let session = Session(isSignedIn: false)
    let cart = Step<Int, Int>("cart") { .completed($0 + 1) }
    let orchestrator = Orchestrator()
    let journey = cart.then(checkout.guarded(by: signedIn(session, userSignsIn: true)))
    #expect(try await orchestrator.run(journey, with: 1) == .completed("order for 2"))
    #expect(orchestrator.trace.first == .activated(step: "cart", depth: 0))
  }

  @Test func waitingActivationsShareOneBarrierFlow() async throws {
    let session = Session(isSignedIn: false)
    let signInStarted = StepCompletion<Void>()
    let userAnswer = StepCompletion<Void>()
    let barrier = Barrier(
      "signed-in", check: { session.isSignedIn },
      resolution: Step("sign-in") { _ in
        session.signInAttempts += 1
        signInStarted.complete(())
        _ = await userAnswer.outcome()
        session.isSignedIn = true
        return .completed(.resume)
      })
    let orchestrator = Orchestrator()
    let checkout = self.checkout
    let first = Task { try await orchestrator.run(checkout.guarded(by: barrier), with: 1) }
    _ = await signInStarted.outcome()
    let second = Task { try await orchestrator.run(checkout.guarded(by: barrier), with: 2) }
    await yieldUntil {
      orchestrator.trace.filter { $0 == .barrierBlocked(barrier: "signed-in", depth: 0) }.count == 2
    }
    userAnswer.complete(())
    #expect(try await first.value == .completed("order for 1"))
    #expect(try await second.value == .completed("order for 2"))
    #expect(session.signInAttempts == 1)
  }
}

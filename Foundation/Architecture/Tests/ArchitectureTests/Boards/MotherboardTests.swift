import Architecture
import ArchitectureTesting
import Testing

@MainActor
struct MotherboardTests {
  @Test("a board is made on its first activation and reused while active")
  func boardsAreMadeLazily() {
    let fixture = BoardFixture()
    #expect(fixture.log.made.isEmpty)
    let outcome = fixture.motherboard.io(.shout).activate("hi").outcome
    #expect(outcome == .activated)
    fixture.motherboard.io(.shout).activate("again")
    #expect(fixture.log.made == ["shout"])
    #expect(fixture.log.received == ["shout hi", "shout again"])
    #expect(fixture.motherboard.activeBoards == ["shout"])
  }

  @Test("outputs go to routes; chain activates the next board with each output")
  func routesAndChains() {
    let fixture = BoardFixture()
    let outputs = OutputLog()
    fixture.motherboard.chain(.shout, to: .reverse)
    fixture.motherboard.route(.reverse, to: outputs) { outputs, text in outputs.strings.append(text)
    }
    fixture.motherboard.route(.count, to: outputs) { outputs, count in outputs.counts.append(count)
    }
    fixture.motherboard.io(.shout).activate("abc")
    fixture.motherboard.io(.count).activate("four")
    #expect(fixture.log.received == ["shout abc", "reverse ABC", "count four"])
    #expect(outputs.strings == ["CBA"])
    #expect(outputs.counts == [4])
  }

  @Test("a route's target is held weakly")
  func routeTargetsAreWeak() {
    let fixture = BoardFixture()
    weak var weakTarget: OutputLog?
    do {
      let outputs = OutputLog()
      weakTarget = outputs
      fixture.motherboard.route(.shout, to: outputs) { outputs, text in outputs.strings.append(text)
      }
    }
    #expect(weakTarget == nil)
    fixture.motherboard.io(.shout).activate("still fine")
    #expect(fixture.log.received == ["shout still fine"])
  }

  @Test("an unknown identifier is a reported issue, never a crash")
  func unknownBoardIsReported() {
    let fixture = BoardFixture()
    let outcome = fixture.motherboard.io(.missing).activate("x").outcome
    let issue = FlowIssue.unknownBoard(board: "missing", motherboard: "Motherboard test")
    #expect(outcome == .rejected(issue))
    #expect(fixture.issues.issues == [issue])
  }

  @Test("an identifier used with other types than its board's is a reported issue")
  func typeMismatchIsReported() {
    let fixture = BoardFixture()
    let outcome = fixture.motherboard.io(.wrongShout).activate("x").outcome
    let issue = FlowIssue.boardTypeMismatch(
      board: "shout", registered: "(String) -> String", requested: "(String) -> Int")
    #expect(outcome == .rejected(issue))
    #expect(fixture.issues.issues == [issue])
    #expect(fixture.log.made.isEmpty)
  }

  @Test("commands reach the active board; to an inactive one they are reported")
  func commands() {
    let fixture = BoardFixture()
    fixture.motherboard.io(.total).send(1)
    #expect(fixture.issues.issues == [.commandToInactiveBoard(board: "total")])
    fixture.motherboard.io(.total).activate(10)
    fixture.motherboard.io(.total).send(5)
    fixture.motherboard.io(.total).send(2)
    #expect(fixture.log.totals == [15, 17])
    fixture.motherboard.io(.total).send(0)
    #expect(!fixture.motherboard.io(.total).isActive)
  }

  @Test("a board completing is removed, and the next activation makes a new one")
  func completionRemovesTheBoard() {
    let fixture = BoardFixture()
    fixture.motherboard.io(.count).activate("a")
    #expect(fixture.motherboard.activeBoards.isEmpty)
    fixture.motherboard.io(.count).activate("b")
    #expect(fixture.log.made == ["count", "count"])
  }

  @Test("run waits for the board to complete and says how")
  func runReportsCompletion() async {
    let fixture = BoardFixture()
    #expect(await fixture.motherboard.io(.count).run("now") == .finished)
    #expect(await fixture.motherboard.io(.feature).run("finish") == .finished)
    let failed = await fixture.motherboard.io(.feature).run("fail")
    #expect(failed == .failed(FeatureBoard.Refusal()))
    #expect("\(failed)" == "failed: the feature refused")
  }

  @Test("a board whose motherboard ends before it completes is cancelled, not waited for")
  func endingTheMotherboardCancelsWaits() async {
    let fixture = BoardFixture()
    let waiting = Task { await fixture.motherboard.io(.feature).run("stay") }
    await waitUntil { fixture.motherboard.activeBoards == ["feature"] }
    fixture.tree.shutdown()
    #expect(await waitForValue(of: waiting) == .cancelled)
  }

  @Test("cancelling the waiting task ends the wait")
  func cancellingTheWaitEndsIt() async {
    let fixture = BoardFixture()
    let waiting = Task { await fixture.motherboard.io(.feature).run("stay") }
    await waitUntil { fixture.motherboard.activeBoards == ["feature"] }
    waiting.cancel()
    #expect(await waitForValue(of: waiting) == .cancelled)
    #expect(fixture.motherboard.activeBoards == ["feature"], "the board itself stays")
  }

  @Test("boards live in the flow tree: a node per board, feature flows below it")
  func boardsAreInTheTree() {
    let fixture = BoardFixture()
    fixture.motherboard.io(.feature).activate("stay")
    fixture.motherboard.io(.shout).activate("x")
    #expect(
      fixture.tree.debugTree() == """
        Motherboard test [started]
          - boards: count, feature (active), reverse, shout (active), total
          board feature [started]
            CartFlow [started] context: PlainContext
          board shout [started]

        """)
    #expect(fixture.tree.snapshot()?.depth == 3)
  }

  @Test("a completed board and its feature flows are released and leak-checked")
  func completedBoardsAreLeakChecked() async {
    let reports = await expectNoLeaks { tree in
      let motherboard = Motherboard(name: "leaks")
      let log = BoardLog()
      motherboard.register(.feature) { FeatureBoard(slot: $0, log: log) }
      tree.launch(motherboard)
      _ = await motherboard.io(.feature).run("finish")
      #expect(motherboard.activeBoards.isEmpty)
    }
    #expect(reports.isEmpty)
  }

  @Test("a board kept alive after it completed is reported, naming its node and where")
  func leakedBoardIsReported() async {
    let tracker = LeakTracker(gracePeriod: .milliseconds(5), onLeak: { _ in })
    let tree = FlowTree(leakTracker: tracker)
    let motherboard = Motherboard(name: "leaks")
    let keeper = BoardKeeper()
    motherboard.register(.count) { slot in
      let board = CountBoard(slot: slot, log: BoardLog())
      keeper.board = board
      return board
    }
    tree.launch(motherboard)
    motherboard.io(.count).activate("x")
    let reports = await tracker.waitForChecks()
    #expect(reports.map(\.leakedTypes) == [["CountBoard", "BoardSlot<Int>"]])
    #expect(reports.first?.parent == "Motherboard leaks")
    #expect(reports.first?.location?.hasPrefix("ArchitectureTests/TestBoards.swift:") == true)
    tree.shutdown()
  }

  @Test("lifecycle events include board activation and completion")
  func lifecycleEvents() async {
    let fixture = BoardFixture()
    var events = fixture.tree.events().makeAsyncIterator()
    fixture.motherboard.io(.count).activate("xy")
    var seen: [LifecycleEvent] = []
    while let event = await events.next(isolation: MainActor.shared) {
      seen.append(event)
      if case .boardCompleted = event { break }
    }
    #expect(
      seen == [
        .attached(flow: "board count", parent: "Motherboard test"),
        .started(flow: "board count"),
        .boardActivated(board: "count", motherboard: "test"),
        .ended(flow: "board count"),
        .detached(flow: "board count", parent: "Motherboard test"),
        .boardCompleted(board: "count", motherboard: "test", completion: .finished),
      ])
  }

  @Test("a motherboard that is not started refuses activations")
  func notStartedMotherboardRefuses() {
    let issues = IssueLog()
    let tree = FlowTree(leakTracker: nil, onIssue: { issues.issues.append($0) })
    let motherboard = Motherboard(name: "idle")
    tree.adopt(motherboard)
    let outcome = motherboard.io(.shout).activate("x").outcome
    let issue = FlowIssue.motherboardNotStarted(board: "shout", motherboard: "Motherboard idle")
    #expect(outcome == .rejected(issue))
    #expect(issues.issues == [issue])
  }
}

/// Keeps a board alive past its completion: a leak.
@MainActor
final class BoardKeeper {
  var board: AnyObject?
}

extension BoardID where Input == Void, Output == Never, Command == Never {
  /// Attaches a flow whose context completes the board as it activates.
  static var instant: Self { BoardID("instant") }
}

/// A context that reports its work done while it activates, as a feature with nothing to wait
/// for does.
@MainActor
final class InstantContext: BaseContext {
  let finish: @MainActor () -> Void
  init(finish: @escaping @MainActor () -> Void) { self.finish = finish }
  override func didActivate() { finish() }
}

@MainActor
final class InstantBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  let log: LifecycleLog
  init(slot: BoardSlot<Never>, log: LifecycleLog) {
    self.slot = slot
    self.log = log
  }
  func activate(_ input: Void) {
    let flow = CartFlow(
      context: InstantContext { [slot] in slot.complete() },
      workers: [SpyWorker("worker", log: log)])
    slot.attach(flow)
    log.record("attached")
  }
}

@MainActor
struct InstantCompletionTests {
  @Test("a board completed while its flow starts completes after the start, in order")
  func completionDuringActivationWaits() async {
    let log = LifecycleLog()
    let issues = IssueLog()
    let tree = FlowTree(leakTracker: nil, onIssue: { issues.issues.append($0) })
    let motherboard = Motherboard(name: "test")
    motherboard.register(.instant) { InstantBoard(slot: $0, log: log) }
    tree.launch(motherboard)
    #expect(await motherboard.io(.instant).run(()) == .finished)
    #expect(log.entries == ["worker.start", "attached", "worker.stop"])
    #expect(issues.issues.isEmpty)
    #expect(motherboard.activeBoards.isEmpty)
  }
}

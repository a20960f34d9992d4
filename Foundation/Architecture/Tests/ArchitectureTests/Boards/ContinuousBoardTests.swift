import Architecture
import ArchitectureTesting
import Testing

extension BoardID where Input == String, Output == String, Command == Never {
  /// A continuous board: shouts, then reverses, in a sub-flow, and sends the result out.
  static var pipeline: Self { BoardID("pipeline") }
}

@MainActor
final class PipelineBoard: ContinuousBoard {
  typealias Output = String
  let slot: BoardSlot<String>
  private let log: BoardLog
  private let holdsItself: Bool

  /// - Parameter holdsItself: Whether the sub-flow's factory and route hold the board, as
  ///   closures written without care would.
  init(slot: BoardSlot<String>, log: BoardLog, holdsItself: Bool = false) {
    self.slot = slot
    self.log = log
    self.holdsItself = holdsItself
    log.made.append("pipeline")
  }

  func registerSubflow(on motherboard: Motherboard) {
    log.made.append("pipeline's sub-flow")
    motherboard.chain(.shout, to: .reverse)
    if holdsItself {
      motherboard.register(.shout) { ShoutBoard(slot: $0, log: self.log) }
      motherboard.route(.reverse) { _, result in self.finish(result) }
    } else {
      let log = self.log
      motherboard.register(.shout) { ShoutBoard(slot: $0, log: log) }
      motherboard.route(.reverse, to: self) { board, result in board.finish(result) }
    }
  }

  /// Runs the sub-flow; "skip" completes at once without it.
  func activate(_ input: String) {
    guard input != "skip" else { return slot.complete() }
    subflow.io(.shout).activate(input)
  }

  private func finish(_ result: String) {
    slot.send(result)
    slot.complete()
  }
}

@MainActor
struct ContinuousBoardTests {
  func pipelineFixture() -> BoardFixture {
    let fixture = BoardFixture()
    let log = fixture.log
    fixture.motherboard.register(.pipeline) { PipelineBoard(slot: $0, log: log) }
    return fixture
  }

  @Test("the sub-flow runs on a nested motherboard, made on first use, inside the board")
  func subflowRunsNested() async {
    let fixture = pipelineFixture()
    let outputs = OutputLog()
    fixture.motherboard.route(.pipeline, to: outputs) { outputs, text in
      outputs.strings.append(text)
    }
    #expect(await fixture.motherboard.io(.pipeline).run("abc") == .finished)
    #expect(outputs.strings == ["CBA"])
    #expect(fixture.log.made == ["pipeline", "pipeline's sub-flow", "shout", "reverse"])
    #expect(fixture.motherboard.activeBoards.isEmpty, "the sub-flow's boards were not made outside")
  }

  @Test("a board the nested motherboard does not register comes from the outer one, barriers too")
  func outerBoardsKeepTheirBarriers() async {
    let fixture = pipelineFixture()
    let signIn = SignIn()
    signIn.answers = [.cancel]
    fixture.motherboard.provide(.signedIn, signIn.barrier())
    fixture.motherboard.require(.signedIn, for: .reverse)
    let events = EventLog(fixture.tree)
    let waiting = Task { await fixture.motherboard.io(.pipeline).run("abc") }
    await waitUntil("the outer barrier refused the sub-flow's activation") {
      events.contains(.barrierResolved(barrier: "signed-in", resolution: .cancel))
    }
    #expect(fixture.log.made == ["pipeline", "pipeline's sub-flow", "shout"])
    #expect(fixture.motherboard.activeBoards == ["pipeline"])
    fixture.tree.shutdown()
    #expect(await waitForValue(of: waiting) == .cancelled)
  }

  /// A fixture whose pipeline boards are kept, to look at one after it completed.
  func keptPipelineFixture() -> (BoardFixture, BoardKeeper) {
    let fixture = BoardFixture()
    let log = fixture.log
    let kept = BoardKeeper()
    fixture.motherboard.register(.pipeline) { slot in
      let board = PipelineBoard(slot: slot, log: log)
      kept.board = board
      return board
    }
    return (fixture, kept)
  }

  @Test("one nested motherboard per board life: after completion, subflow makes no other")
  func oneNestedMotherboardPerLife() async {
    let (fixture, kept) = keptPipelineFixture()
    #expect(await fixture.motherboard.io(.pipeline).run("abc") == .finished)
    guard let board = kept.board as? PipelineBoard else {
      Issue.record("no pipeline board was made")
      return
    }
    let nested = board.subflow
    #expect(fixture.log.made == ["pipeline", "pipeline's sub-flow", "shout", "reverse"])
    #expect(nested.state == .ended)
    #expect(board.subflow === nested)
    #expect(
      nested.io(.shout).activate("late").outcome
        == .rejected(.motherboardNotStarted(board: "shout", motherboard: "Motherboard pipeline")))
    #expect(fixture.log.made.count == 4, "the sub-flow made no board after the board completed")
  }

  @Test("a board that reads its sub-flow only after it completed gets one that never starts")
  func subflowReadAfterCompletion() async {
    let (fixture, kept) = keptPipelineFixture()
    fixture.motherboard.io(.pipeline).activate("skip")
    guard let board = kept.board as? PipelineBoard else {
      Issue.record("no pipeline board was made")
      return
    }
    let late = board.subflow
    #expect(fixture.log.made == ["pipeline"], "the sub-flow was not registered after completion")
    #expect(late.state == .idle)
    #expect(
      late.io(.shout).activate("x").outcome
        == .rejected(.motherboardNotStarted(board: "shout", motherboard: "Motherboard pipeline")))
    #expect(board.subflow === late)
  }

  @Test("a sub-flow whose factories hold the board does not keep it alive after completion")
  func factoriesHoldingTheBoardDoNotLeak() async {
    let reports = await expectNoLeaks { tree in
      let motherboard = Motherboard(name: "outer")
      let log = BoardLog()
      motherboard.register(.pipeline) { PipelineBoard(slot: $0, log: log, holdsItself: true) }
      motherboard.register(.reverse) { ReverseBoard(slot: $0, log: log) }
      tree.launch(motherboard)
      #expect(await motherboard.io(.pipeline).run("ab") == .finished)
      #expect(log.made == ["pipeline", "pipeline's sub-flow", "shout", "reverse"])
    }
    #expect(reports.isEmpty)
  }

  @Test("a sub-flow read while its board is made starts when the board does")
  func subflowReadInTheBoardsInitializer() async {
    let fixture = BoardFixture()
    let log = fixture.log
    fixture.motherboard.register(.pipeline) { slot in
      let board = PipelineBoard(slot: slot, log: log)
      _ = board.subflow
      return board
    }
    #expect(await fixture.motherboard.io(.pipeline).run("abc") == .finished)
    #expect(fixture.log.made == ["pipeline", "pipeline's sub-flow", "shout", "reverse"])
  }

  @Test("the tree shows the nested motherboard under its board, and both go away with it")
  func nestedMotherboardIsReleasedWithItsBoard() async {
    let reports = await expectNoLeaks { tree in
      let motherboard = Motherboard(name: "outer")
      let log = BoardLog()
      motherboard.register(.pipeline) { PipelineBoard(slot: $0, log: log) }
      motherboard.register(.feature) { FeatureBoard(slot: $0, log: log) }
      motherboard.register(.reverse) { ReverseBoard(slot: $0, log: log) }
      tree.launch(motherboard)
      motherboard.io(.feature).activate("stay")
      let snapshotDuringRun = StateProbe()
      motherboard.route(.pipeline) { motherboard, _ in
        snapshotDuringRun.text = motherboard.debugTree()
      }
      _ = await motherboard.io(.pipeline).run("ab")
      #expect(
        snapshotDuringRun.text == """
          Motherboard outer [started]
            - boards: feature (active), pipeline (active), reverse
            board feature [started]
              CartFlow [started] context: PlainContext
            board pipeline [started]
              Motherboard pipeline [started]
                - boards: shout (active)
                - other boards from Motherboard outer
                board shout [started]
                board reverse [started]

          """)
    }
    #expect(reports.isEmpty)
  }
}

/// Keeps a string a route saw.
@MainActor
final class StateProbe {
  var text = ""
}

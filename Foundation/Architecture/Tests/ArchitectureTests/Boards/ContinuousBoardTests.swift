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

  init(slot: BoardSlot<String>, log: BoardLog) {
    self.slot = slot
    self.log = log
    log.made.append("pipeline")
  }

  func registerSubflow(on motherboard: Motherboard) {
    log.made.append("pipeline's sub-flow")
    let log = self.log
    motherboard.register(.shout) { ShoutBoard(slot: $0, log: log) }
    motherboard.chain(.shout, to: .reverse)
    motherboard.route(.reverse, to: self) { board, result in board.finish(result) }
  }

  func activate(_ input: String) {
    subflow.io(.shout).activate(input)
  }

  private func finish(_ result: String) {
    slot.send(result)
    slot.complete()
  }
}

@MainActor
struct ContinuousBoardTests {
  func bench() -> BoardBench {
    let bench = BoardBench()
    let log = bench.log
    bench.motherboard.register(.pipeline) { PipelineBoard(slot: $0, log: log) }
    return bench
  }

  @Test("the sub-flow runs on a nested motherboard, made on first use, inside the board")
  func subflowRunsNested() async {
    let bench = bench()
    let outputs = OutputLog()
    bench.motherboard.route(.pipeline, to: outputs) { outputs, text in outputs.strings.append(text)
    }
    #expect(await bench.motherboard.io(.pipeline).run("abc") == .finished)
    #expect(outputs.strings == ["CBA"])
    #expect(bench.log.made == ["pipeline", "pipeline's sub-flow", "shout", "reverse"])
    #expect(bench.motherboard.activeBoards.isEmpty, "the sub-flow's boards were not made outside")
  }

  @Test("a board the nested motherboard does not register comes from the outer one, barriers too")
  func outerBoardsKeepTheirBarriers() async {
    let bench = bench()
    let signIn = SignIn()
    signIn.answers = [.cancel]
    bench.motherboard.provide(.signedIn, signIn.barrier())
    bench.motherboard.require(.signedIn, for: .reverse)
    let events = EventLog(bench.tree)
    let waiting = Task { await bench.motherboard.io(.pipeline).run("abc") }
    await waitUntil("the outer barrier refused the sub-flow's activation") {
      events.contains(.barrierResolved(barrier: "signed-in", resolution: .cancel))
    }
    #expect(bench.log.made == ["pipeline", "pipeline's sub-flow", "shout"])
    #expect(bench.motherboard.activeBoards == ["pipeline"])
    bench.tree.shutdown()
    #expect(await waiting.value == .cancelled)
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

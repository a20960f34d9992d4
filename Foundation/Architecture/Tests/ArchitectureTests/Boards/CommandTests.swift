import Architecture
import ArchitectureTesting
import Testing

/// What the tally board accepts while it runs.
enum TallyCommand: Sendable, Equatable {
  case add(Int)
  case finish
}

extension BoardID where Input == String, Output == Int, Command == TallyCommand {
  /// Attaches a tally named by the input ("flow:" names a tally that is its own flow, "none"
  /// attaches nothing); commands reach the running tallies, and `finish` sends a total and
  /// completes.
  static var tally: Self { BoardID("tally") }
}

/// A tally's logic: it adds what the commands say and reports its total on `finish`.
@MainActor
final class TallyContext: Context, CommandHandler {
  private let name: String
  private let log: BoardLog
  private let listener: @MainActor (Int) -> Void
  private var total = 0
  init(_ name: String, log: BoardLog, listener: @escaping @MainActor (Int) -> Void) {
    self.name = name
    self.log = log
    self.listener = listener
  }
  func activate() {}
  func deactivate() {}
  func handle(_ command: TallyCommand) {
    log.received.append("\(name) \(command)")
    switch command {
    case .add(let amount): total += amount
    case .finish: listener(total)
    }
  }
}

/// A tally that is its own flow, with no context.
@MainActor
final class TallyFlow: Flow, CommandHandler {
  private let log: BoardLog
  init(log: BoardLog) {
    self.log = log
    super.init()
  }
  func handle(_ command: TallyCommand) { log.received.append("flow \(command)") }
}

@MainActor
final class TallyBoard: Board {
  typealias Output = Int
  struct NothingRuns: Error, CustomStringConvertible {
    var description: String { "no tally runs" }
  }

  private let slot: BoardSlot<Int>
  private let log: BoardLog
  init(slot: BoardSlot<Int>, log: BoardLog) {
    self.slot = slot
    self.log = log
  }
  func activate(_ name: String) {
    switch name {
    case "none": break
    case "flow": slot.attach(TallyFlow(log: log))
    default:
      slot.attach(
        Flow(
          context: TallyContext(name, log: log) { [slot] total in
            slot.send(total)
            slot.complete()
          }))
    }
  }
  func interact(_ command: TallyCommand) {
    let handled = slot.forward(command)
    log.totals.append(handled)
    if handled == 0 { slot.fail(NothingRuns()) }
  }
}

@MainActor
struct CommandTests {
  func fixture() -> BoardFixture {
    let fixture = BoardFixture()
    let log = fixture.log
    fixture.motherboard.register(.tally) { TallyBoard(slot: $0, log: log) }
    return fixture
  }

  @Test("a board's command reaches the context of the feature it runs")
  func commandsReachTheRunningContext() async {
    let fixture = fixture()
    let totals = Recorder<Int>()
    fixture.motherboard.route(.tally, to: totals) { totals, total in totals.record(total) }
    let tally = fixture.motherboard.io(.tally)
    let run = Task { await tally.run("a") }
    await waitUntil("the tally runs") { tally.isActive }
    tally.send(.add(2))
    tally.send(.add(3))
    tally.send(.finish)
    #expect(await waitForValue(of: run) == .finished)
    #expect(totals.values == [5])
    #expect(fixture.log.received == ["a add(2)", "a add(3)", "a finish"])
  }

  @Test("every running feature that handles the command gets it, oldest first")
  func everyRunningFeature() {
    let fixture = fixture()
    let tally = fixture.motherboard.io(.tally)
    tally.activate("a")
    tally.activate("flow")
    tally.activate("b")
    tally.send(.add(1))
    #expect(fixture.log.received == ["a add(1)", "flow add(1)", "b add(1)"])
    #expect(fixture.log.totals == [3])
  }

  @Test("a feature that ends as an earlier one handles the command does not get it")
  func endedFeaturesAreSkipped() {
    let fixture = fixture()
    let tally = fixture.motherboard.io(.tally)
    tally.activate("a")
    tally.activate("b")
    tally.send(.finish)  // a's total completes the board, which ends b
    #expect(fixture.log.received == ["a finish"])
    #expect(fixture.log.totals == [1])
    #expect(!tally.isActive)
  }

  @Test("with no running feature that handles it, the board decides: this one fails")
  func nothingRuns() async {
    let fixture = fixture()
    let tally = fixture.motherboard.io(.tally)
    let run = Task { await tally.run("none") }
    await waitUntil("the board is active") { tally.isActive }
    tally.send(.add(1))
    #expect(await waitForValue(of: run) == .failed(TallyBoard.NothingRuns()))
    #expect(fixture.log.totals == [0])
  }
}

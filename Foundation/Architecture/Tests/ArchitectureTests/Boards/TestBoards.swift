import Architecture

/// Boards for the motherboard tests, with identifiers the compiler checks.
extension BoardID where Input == String, Output == String, Command == Never {
  /// Upper-cases each input and stays active.
  static var shout: Self { BoardID("shout") }
  /// Reverses each input and stays active.
  static var reverse: Self { BoardID("reverse") }
}

extension BoardID where Input == String, Output == Int, Command == Never {
  /// Sends the input's length and completes.
  static var count: Self { BoardID("count") }
  /// Registered as `shout`, but used with other types.
  static var wrongShout: Self { BoardID("shout") }
  /// Registered by nobody.
  static var missing: Self { BoardID("missing") }
}

extension BoardID where Input == Int, Output == Never, Command == Int {
  /// Keeps a total: activation sets it, commands add to it; completes on a command of 0.
  static var total: Self { BoardID("total") }
}

extension BoardID where Input == String, Output == Never, Command == Never {
  /// Attaches a feature flow and completes or fails when told through the `Outcome` input.
  static var feature: Self { BoardID("feature") }
}

// `BarrierID.signedIn` is the one DocExampleTests declares, as the README shows it.

/// Counts the boards made and what they received, on the main actor.
@MainActor
final class BoardLog {
  var made: [String] = []
  var received: [String] = []
  var totals: [Int] = []
}

@MainActor
final class ShoutBoard: Board {
  typealias Output = String
  private let slot: BoardSlot<String>
  private let log: BoardLog
  init(slot: BoardSlot<String>, log: BoardLog) {
    self.slot = slot
    self.log = log
    log.made.append("shout")
  }
  func activate(_ input: String) {
    log.received.append("shout \(input)")
    slot.send(input.uppercased())
  }
}

@MainActor
final class ReverseBoard: Board {
  typealias Output = String
  private let slot: BoardSlot<String>
  private let log: BoardLog
  init(slot: BoardSlot<String>, log: BoardLog) {
    self.slot = slot
    self.log = log
    log.made.append("reverse")
  }
  func activate(_ input: String) {
    log.received.append("reverse \(input)")
    slot.send(String(input.reversed()))
  }
}

@MainActor
final class CountBoard: Board {
  typealias Output = Int
  private let slot: BoardSlot<Int>
  private let log: BoardLog
  init(slot: BoardSlot<Int>, log: BoardLog) {
    self.slot = slot
    self.log = log
    log.made.append("count")
  }
  func activate(_ input: String) {
    log.received.append("count \(input)")
    slot.send(input.count)
    slot.complete()
  }
}

@MainActor
final class TotalBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  private let log: BoardLog
  private var total = 0
  init(slot: BoardSlot<Never>, log: BoardLog) {
    self.slot = slot
    self.log = log
    log.made.append("total")
  }
  func activate(_ input: Int) { total = input }
  func interact(_ command: Int) {
    guard command != 0 else { return slot.complete() }
    total += command
    log.totals.append(total)
  }
}

/// Attaches a feature flow on activation; the input says how it ends: "finish", "fail", or
/// anything else to stay active.
@MainActor
final class FeatureBoard: Board {
  typealias Output = Never
  struct Refusal: Error, CustomStringConvertible {
    var description: String { "the feature refused" }
  }

  private let slot: BoardSlot<Never>
  private let log: BoardLog
  init(slot: BoardSlot<Never>, log: BoardLog) {
    self.slot = slot
    self.log = log
    log.made.append("feature")
  }
  func activate(_ input: String) {
    log.received.append("feature \(input)")
    let context = PlainContext()
    slot.attach(CartFlow(context: context))
    switch input {
    case "finish": slot.complete()
    case "fail": slot.fail(Refusal())
    default: break
    }
  }
}

/// A motherboard with the test boards registered, launched in a quiet tree that is shut down
/// when the fixture goes, so a test need not end the motherboard itself.
@MainActor
final class BoardFixture {
  let tree: FlowTree
  let motherboard: Motherboard
  let log = BoardLog()
  let issues: IssueLog

  init(leakTracker: LeakTracker? = nil, issues: IssueLog = IssueLog()) {
    self.issues = issues
    tree = FlowTree(leakTracker: leakTracker, onIssue: { issues.issues.append($0) })
    motherboard = Motherboard(name: "test")
    let log = self.log
    motherboard.register(.shout) { ShoutBoard(slot: $0, log: log) }
    motherboard.register(.reverse) { ReverseBoard(slot: $0, log: log) }
    motherboard.register(.count) { CountBoard(slot: $0, log: log) }
    motherboard.register(.total) { TotalBoard(slot: $0, log: log) }
    motherboard.register(.feature) { FeatureBoard(slot: $0, log: log) }
    tree.launch(motherboard)
  }

  isolated deinit {
    tree.shutdown()
  }
}

/// Collects what routes hand to it.
@MainActor
final class OutputLog {
  var strings: [String] = []
  var counts: [Int] = []
}

import Architecture
import ArchitectureTesting
import TerminalUI
import Testing

/// A line view that records when it appears and disappears, as a line view prints and
/// withdraws its question.
@MainActor
final class RecordingLineView: LineView {
  let name: String
  private let log: LineLog

  init(_ name: String, log: LineLog) {
    self.name = name
    self.log = log
  }

  func didAppear() { log.entries.append("\(name) appears") }
  func didDisappear() { log.entries.append("\(name) disappears") }
}

@MainActor
final class LineLog {
  var entries: [String] = []
}

@Suite("The line navigation")
@MainActor
struct LineNavigationTests {
  @Test("a view appears once the turn that showed it is over, in the order they were shown")
  func appearsAfterTheTurn() async {
    let log = LineLog()
    let navigation = LineNavigation()
    let first = RecordingLineView("first", log: log)
    let second = RecordingLineView("second", log: log)
    navigation.show(first, as: .push)
    navigation.show(second, as: .sheet)
    log.entries.append("the turn ends")
    await waitUntil("both appear") { log.entries.count == 3 }
    #expect(log.entries == ["the turn ends", "first appears", "second appears"])
    #expect(navigation.shown.count == 2)
  }

  @Test("a view dismissed in the turn that showed it never appears; the others stay")
  func dismissedFirst() async {
    let log = LineLog()
    let navigation = LineNavigation()
    let refused = RecordingLineView("refused", log: log)
    let later = RecordingLineView("later", log: log)
    navigation.show(refused, as: .push)
    navigation.show(later, as: .push)
    navigation.dismiss(refused)
    // The refused view's turn came first: once the later one appeared, it is over.
    await waitUntil("the later view appears") { log.entries.contains("later appears") }
    #expect(log.entries == ["refused disappears", "later appears"])
    #expect(navigation.shown.count == 1)
    navigation.dismiss(later)
    navigation.dismiss(later)
    #expect(log.entries.last == "later disappears")
    #expect(log.entries.count == 3, "a view not shown is not dismissed again")
  }
}

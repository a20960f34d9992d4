import Architecture
import ArchitectureTesting
import Observation
import Testing

/// A basket's state: its items, and a note no view shows.
struct BasketState: Sendable, Equatable {
  var items: [String] = []
  var note = ""
}

/// What a basket's view shows.
struct BasketViewState: Equatable {
  let title: String
  let lines: [String]
  init(_ state: BasketState) {
    title = state.items.isEmpty ? "Empty" : "\(state.items.count) in the basket"
    lines = state.items.map { "• \($0)" }
  }
}

/// A view state that is not `Equatable`: every state is published.
struct BasketCount {
  let count: Int
}

@MainActor
final class BasketContext: PresentableContext<BasketState, BasketViewState> {
  private let stocked: [String]
  init(stocked: [String] = []) {
    self.stocked = stocked
    super.init(state: BasketState(), transform: BasketViewState.init)
  }
  /// Loads without calling `super`, which a presentable context does not need.
  override func didActivate() {
    state.update { $0.items = stocked }
  }
  func add(_ item: String) {
    state.update { $0.items.append(item) }
  }
}

/// Whether an observer that read the view state was told of a change, as a screen would be.
final class ChangeFlag: Sendable {
  private let changed = Locked(false)
  var isSet: Bool { changed.withLock { $0 } }
  func set() { changed.withLock { $0 = true } }
}

@MainActor
func observeViewState<ViewState>(of presentation: Presentation<ViewState>) -> ChangeFlag {
  let flag = ChangeFlag()
  withObservationTracking {
    _ = presentation.viewState
  } onChange: {
    flag.set()
  }
  return flag
}

@MainActor
struct PresentableContextTests {
  @Test("the presentation shows the transform of the state, before activation too")
  func transformIsApplied() {
    let context = BasketContext(stocked: ["tea", "milk"])
    #expect(context.presentation.viewState == BasketViewState(BasketState()))
    #expect(context.presentation.viewState.title == "Empty")
    let flow = Flow(context: context)
    flow.start()
    #expect(context.presentation.viewState.title == "2 in the basket")
    #expect(context.presentation.viewState.lines == ["• tea", "• milk"])
    flow.end()
  }

  @Test("a change of state reaches an observer of the view state through Observation")
  func changesReachObservers() {
    let context = BasketContext()
    let flow = Flow(context: context)
    flow.start()
    let told = observeViewState(of: context.presentation)
    #expect(!told.isSet)
    context.add("tea")
    #expect(told.isSet, "a state set on the main actor is published at once")
    #expect(context.presentation.viewState.lines == ["• tea"])
    flow.end()
  }

  @Test("states set off the main actor reach the view state, the last one last")
  func changesFromAnyIsolation() async {
    let context = BasketContext()
    let flow = Flow(context: context)
    flow.start()
    let state = context.state
    await Task.detached {
      for item in 1...20 { state.update { $0.items.append("item \(item)") } }
    }.value
    await waitUntil("the last state is shown") {
      context.presentation.viewState.title == "20 in the basket"
    }
    #expect(context.presentation.viewState.lines.last == "• item 20")
    flow.end()
  }

  @Test("an unchanged view state is not published again")
  func unchangedViewStatesAreSkipped() {
    let context = BasketContext(stocked: ["tea"])
    let flow = Flow(context: context)
    flow.start()
    let told = observeViewState(of: context.presentation)
    context.state.update { $0.note = "gift" }  // no view shows the note
    #expect(!told.isSet)
    context.add("milk")
    #expect(told.isSet)
    flow.end()
  }

  @Test("a view state that is not Equatable is published for every state")
  func everyStateWithoutEquatable() {
    let context = PresentableContext<BasketState, BasketCount>(
      state: BasketState(), transform: { BasketCount(count: $0.items.count) })
    let flow = Flow(context: context)
    flow.start()
    let told = observeViewState(of: context.presentation)
    context.state.update { $0.note = "gift" }
    #expect(told.isSet)
    #expect(context.presentation.viewState.count == 0)
    flow.end()
  }

  @Test("nothing is published after deactivation")
  func nothingAfterDeactivation() {
    let context = BasketContext(stocked: ["tea"])
    let flow = Flow(context: context)
    flow.start()
    flow.end()
    let states = Recorder<BasketState>()
    states.record(from: context.state)
    let told = observeViewState(of: context.presentation)
    context.add("milk")
    #expect(states.values.last?.items == ["tea", "milk"], "the state did change")
    #expect(!told.isSet)
    #expect(context.presentation.viewState.title == "1 in the basket")
    #expect(context.state.observerCount == 1, "only the recorder still observes the state")
  }
}

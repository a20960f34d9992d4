import Architecture
import ArchitectureTesting
import Observation
import Testing

// The examples of presentable contexts, presentation and presenting views: a notes feature.

struct NotesViewState: Equatable {
  var lines: [String]
  var summary: String
  init(_ notes: [String]) {  // the transform: a pure function, tested as values
    lines = notes.map { "- \($0)" }
    summary = notes.isEmpty ? "No notes." : "Notes: \(notes.count)"
  }
}

@MainActor
protocol NotesReceiver: AnyObject {  // what the user does; the context implements it
  func didAdd(_ note: String)
  func didLeave()
}

@MainActor
protocol NotesViewFactory {  // what the app's UI target supplies, through the dependencies
  func notesView(_ presentation: Presentation<NotesViewState>, receiver: any NotesReceiver)
    -> any ViewControllable
}

// PresentableContext.
final class NotesContext: PresentableContext<[String], NotesViewState>, NotesReceiver {
  private let listener: @MainActor (FeatureEvent<String>) -> Void
  init(notes: [String], listener: @escaping @MainActor (FeatureEvent<String>) -> Void) {
    self.listener = listener
    super.init(state: notes, transform: NotesViewState.init)
  }
  func didAdd(_ note: String) {  // the user's action, never the activation
    guard isActive, !note.isEmpty else { return }
    state.update { $0.append(note) }
    listener(.output(note))  // the board sends it out
  }
  func didLeave() {
    listener(.finished)  // the board completes: the view is dismissed
  }
}

// PresentableFeature.
struct NotesBuilder: Builder {
  let views: any NotesViewFactory
  func build(_ notes: [String], listener: @escaping @MainActor (FeatureEvent<String>) -> Void)
    -> PresentableFeature
  {
    let context = NotesContext(notes: notes, listener: listener)
    let view = views.notesView(context.presentation, receiver: context)
    return PresentableFeature(flow: Flow(context: context), view: view)
  }
}

// Board: the notes stay on screen until the user leaves them, and each note added goes out.
final class NotesBoard: Board {
  typealias Output = String
  private let slot: BoardSlot<String>
  private let builder: NotesBuilder
  init(slot: BoardSlot<String>, builder: NotesBuilder) {
    self.slot = slot
    self.builder = builder
  }
  func activate(_ notes: [String]) {
    guard slot.flows.isEmpty else { return }  // on screen already: this activation joins it
    let feature = builder.build(notes) { [slot] in slot.relay($0) }  // out, or done
    slot.attach(feature.flow, presenting: feature.view)
  }
}

/// The notes' views for tests: spies named `notes`.
struct SpyNotesViews: NotesViewFactory {
  func notesView(_ presentation: Presentation<NotesViewState>, receiver: any NotesReceiver)
    -> any ViewControllable
  {
    SpyView("notes", presentation: presentation, receiver: receiver)
  }
}

/// A screen that draws what it reads and hears when to draw again.
@MainActor
final class DrawingScreen {
  private(set) var drawn: [NotesViewState] = []
  private(set) var needsRedraw = false
  func draw(_ viewState: NotesViewState) { drawn.append(viewState) }
  func setNeedsRedraw() { needsRedraw = true }
}

typealias SpyNotesView = SpyView<NotesViewState, any NotesReceiver>

@Suite("The examples of presentable contexts and presenting views")
@MainActor
struct PresentationExamples {
  @Test("the transform turns notes into what the view shows")
  func transform() {
    let empty = NotesViewState([])
    #expect(empty.lines.isEmpty && empty.summary == "No notes.")
    let two = NotesViewState(["milk", "eggs"])
    #expect(two.lines == ["- milk", "- eggs"] && two.summary == "Notes: 2")
  }

  @Test("a presentable context publishes the transform of its state while it is active")
  func presentation() async throws {
    let events = Recorder<String>()
    let feature = NotesBuilder(views: SpyNotesViews()).build([]) { event in
      switch event {
      case .output(let note): events.record(note)
      case .finished: events.record("left")
      case .failed(let error): events.record("failed: \(error)")
      }
    }
    let view = try #require(feature.view as? SpyNotesView)
    let presentation = view.presentation
    let screen = DrawingScreen()
    let tree = FlowTree.quiet()
    let root = Flow()
    tree.launch(root)
    let navigation = RecordingNavigation()
    root.attach(feature.flow, presenting: feature.view, on: navigation)
    #expect(navigation.stack == ["notes"])
    withObservationTracking {
      screen.draw(presentation.viewState)  // what the screen reads is tracked
    } onChange: {
      Task { @MainActor in screen.setNeedsRedraw() }  // told once, before the change lands
    }
    #expect(screen.drawn.map(\.summary) == ["No notes."])
    view.receiver?.didAdd("milk")
    view.receiver?.didAdd("")  // refused: nothing changes
    await waitUntil("the screen is told to redraw") { screen.needsRedraw }
    #expect(presentation.viewState.summary == "Notes: 1")
    view.receiver?.didLeave()
    #expect(events.values == ["milk", "left"])
    tree.shutdown()
    #expect(navigation.stack.isEmpty)
    view.receiver?.didAdd("eggs")  // after deactivation: nothing is published
    #expect(presentation.viewState.summary == "Notes: 1")
  }

  @Test("a spy view plays the user through the receiver and reads the presentation")
  func spyView() {
    let context = NotesContext(notes: [], listener: { _ in })
    let tree = FlowTree.quiet()
    tree.launch(Flow(context: context))
    let view = SpyView<NotesViewState, any NotesReceiver>(
      "notes", presentation: context.presentation, receiver: context)
    view.receiver?.didAdd("milk")
    #expect(view.presentation.viewState.summary == "Notes: 1")
    #expect(view.description == "notes")
    tree.shutdown()
  }

  @Test("a board presents its feature on the motherboard's navigation until the user leaves")
  func presentingBoard() async {
    let builder = NotesBuilder(views: SpyNotesViews())
    let tree = FlowTree(leakTracker: LeakTracker(onLeak: { _ in }))
    do {
      let motherboard = Motherboard(name: "app")
      motherboard.register(.notes) { NotesBoard(slot: $0, builder: builder) }
      tree.launch(motherboard)
      let shell = RecordingNavigation()
      let notesTab = RecordingNavigation()
      motherboard.navigation = shell  // the UI target's root: its tabs and their stacks
      motherboard.present(.notes, on: notesTab)  // the notes' tab: a stack of its own
      #expect(motherboard.navigation === shell)
      motherboard.present(.notes, on: nil)

      let navigation = RecordingNavigation()
      motherboard.navigation = navigation
      let added = Recorder<String>()
      motherboard.route(.notes, to: added) { added, note in added.record(note) }
      let run = Task { await motherboard.io(.notes).run([]) }
      await waitUntil("the notes are shown") { navigation.stack == ["notes"] }
      motherboard.io(.notes).activate(["milk"])  // shown already: nothing more
      (navigation.top as? SpyNotesView)?.receiver?.didAdd("milk")
      #expect(added.values == ["milk"])
      (navigation.top as? SpyNotesView)?.receiver?.didLeave()
      #expect(await waitForValue(of: run) == .finished)
      #expect(navigation.entries == ["show notes as push", "dismiss notes"])
      #expect(navigation.stack.isEmpty)
      #expect(shell.entries.isEmpty && notesTab.entries.isEmpty)
      tree.shutdown()
    }
    #expect(await tree.leakTracker?.finishPendingChecks(within: .seconds(10)) == [])
  }

  @Test("a navigation that removes a view on its own ends its flow, and showing it again works")
  func removedByNavigation() async {
    let builder = NotesBuilder(views: SpyNotesViews())
    let tree = FlowTree(leakTracker: LeakTracker(onLeak: { _ in }))
    do {
      let motherboard = Motherboard(name: "app")
      motherboard.register(.notes) { NotesBoard(slot: $0, builder: builder) }
      let navigation = RecordingNavigation()
      motherboard.navigation = navigation
      tree.launch(motherboard)
      let run = Task { await motherboard.io(.notes).run([]) }
      await waitUntil("the notes are shown") { navigation.stack == ["notes"] }
      #expect(navigation.goBack())  // the back button: the navigation removes the view
      #expect(await waitForValue(of: run) == .finished)
      #expect(navigation.entries == ["show notes as push", "back from notes"])
      #expect(motherboard.activeBoards.isEmpty)
      motherboard.io(.notes).activate(["milk"])
      #expect(navigation.stack == ["notes"])
      tree.shutdown()
    }
    #expect(await tree.leakTracker?.finishPendingChecks(within: .seconds(10)) == [])
  }

  @Test("a flow presents its child as a sheet or a tab on its own navigation")
  func styles() {
    let tree = FlowTree.quiet()
    let root = Flow()
    tree.launch(root)
    let navigation = RecordingNavigation()
    let sheet = NotesBuilder(views: SpyNotesViews()).build([]) { _ in }
    root.attach(sheet.flow, presenting: sheet.view, on: navigation, as: .sheet)
    let tab = NotesBuilder(views: SpyNotesViews()).build([]) { _ in }
    root.attach(tab.flow, presenting: tab.view, on: navigation, as: .tab)
    #expect(navigation.entries == ["show notes as sheet", "show notes as tab"])
    #expect(navigation.shown.map(\.style) == [.sheet, .tab])
    tree.shutdown()
    #expect(navigation.stack.isEmpty)
  }
}

import Architecture
import ArchitectureTesting
import TerminalUI
import TerminalUITesting
import Testing

// The examples of screens, lists, the screen stack and the app shell, with a notes feature
// whose views are a screen here and a printed line view in line mode.

/// What the notes' views show.
struct NotesViewState: Equatable {
  var notes: [String]
  init(_ notes: [String]) { self.notes = notes }
}

/// What the user does with the notes; the context implements it.
@MainActor
protocol NotesViewReceiver: AnyObject {
  func didChoose(_ index: Int)
  func didRequestBack()
}

/// The notes' view, made by the app's UI target: a screen, or a line view in line mode.
@MainActor
protocol NotesViewFactory {
  func makeNotesView(_ presentation: Presentation<NotesViewState>, receiver: any NotesViewReceiver)
    -> any ViewControllable
}

/// The notes: a note chosen is marked done, saved on a task of its own, so it shows a moment
/// later; leaving ends the feature.
final class NotesContext: PresentableContext<[String], NotesViewState>, NotesViewReceiver {
  private let onLeave: @MainActor () -> Void
  init(notes: [String], onLeave: @escaping @MainActor () -> Void) {
    self.onLeave = onLeave
    super.init(state: notes, transform: NotesViewState.init)
  }
  func didChoose(_ index: Int) {
    Task { [state] in
      state.update { notes in
        if notes.indices.contains(index) { notes[index] += " (done)" }
      }
    }
  }
  func didRequestBack() { onLeave() }
}

/// Shows the notes it is given until the user leaves them.
final class NotesBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  private let views: any NotesViewFactory
  init(slot: BoardSlot<Never>, views: any NotesViewFactory) {
    self.slot = slot
    self.views = views
  }
  func activate(_ notes: [String]) {
    guard slot.flows.isEmpty else { return }
    let context = NotesContext(notes: notes) { [slot] in slot.complete() }
    let view = views.makeNotesView(context.presentation, receiver: context)
    slot.attach(Flow(context: context), presenting: view)
  }
}

extension BoardID where Input == [String], Output == Never, Command == Never {
  static var notes: Self { BoardID("notes") }
}

// Screen.
final class NotesScreen: Screen {
  let presentation: Presentation<[String]>  // the feature's, @Observable
  private var list = ScrollingList()
  var title: String { "Notes" }
  init(_ presentation: Presentation<[String]>) {
    self.presentation = presentation
  }

  func draw(in canvas: inout Canvas, area: Rect) {
    let notes = presentation.viewState  // read here, so a change redraws the screen
    list.count = notes.count
    list.draw(in: &canvas, area: area) { notes[$0] }
  }

  func handle(_ key: Key) -> KeyHandling {
    list.handle(key)  // back is not used here: the stack removes the screen, tells its flow
  }
}

/// The notes' screen: a heading, and the notes in a list; Enter chooses one.
final class NotesListScreen: Screen {
  private let presentation: Presentation<NotesViewState>
  private weak var receiver: (any NotesViewReceiver)?
  private var list = ScrollingList()
  var title: String { "Notes" }
  init(_ presentation: Presentation<NotesViewState>, receiver: any NotesViewReceiver) {
    self.presentation = presentation
    self.receiver = receiver
  }

  func draw(in canvas: inout Canvas, area: Rect) {
    let state = presentation.viewState
    var body = area
    TextBlock("Notes", style: .bold).draw(in: &canvas, area: body.removeFirstRow())
    // ScrollingList.
    list.count = state.notes.count
    list.draw(in: &canvas, area: body) { state.notes[$0] }
  }

  func handle(_ key: Key) -> KeyHandling {
    if list.handle(key) == .handled { return .handled }
    if key.action == .choose { receiver?.didChoose(list.selection) }
    return key.action == .choose ? .handled : .ignored
  }
}

/// The notes' views as screens.
struct NotesScreens: NotesViewFactory {
  func makeNotesView(_ presentation: Presentation<NotesViewState>, receiver: any NotesViewReceiver)
    -> any ViewControllable
  {
    NotesListScreen(presentation, receiver: receiver)
  }
}

/// The app's line prompt, where it runs without a terminal to take over.
func runLinePrompt() async throws {}

// AppShell, and the README: full screen on a shell, or the line prompt.
@MainActor
func runNotesApp(motherboard: Motherboard) async throws {
  guard SystemTerminal.isInteractive else { return try await runLinePrompt() }
  let shell = AppShell()
  let notes = shell.addTab("Notes") { motherboard.io(.notes).activate([]) }
  motherboard.navigation = shell
  motherboard.present(.notes, on: notes.stack)
  shell.shortcuts = [ShellShortcut("n", "notes") { shell.select(notes) }]
  try await shell.run(on: SystemTerminal()) { shell in shell.select(shell.tabs[0]) }
}

@Suite("The examples of screens and navigation")
@MainActor
struct ScreenDocExamples {
  @Test("a screen draws the view state it reads; its list moves with the keys")
  func screen() throws {
    let terminal = VirtualTerminal(rows: 4, columns: 20)
    let screen = NotesScreen(Presentation(["milk", "eggs"]))
    let app = TerminalApp(device: terminal, navigation: ScreenStack(root: screen))
    try app.start()
    terminal.press(.down)
    #expect(terminal.lines[0...1] == ["  milk", "> eggs"])
  }

  @Test("a list screen tells its receiver the note chosen, which shows done once saved")
  func scrollingList() async throws {
    let tree = FlowTree(leakTracker: nil)
    let context = NotesContext(notes: ["milk", "eggs"]) {}
    tree.launch(Flow(context: context))
    let screen = NotesListScreen(context.presentation, receiver: context)
    // VirtualTerminal, and the README: a screen's test.
    let terminal = VirtualTerminal(rows: 6, columns: 30)
    let app = TerminalApp(device: terminal, navigation: ScreenStack(root: screen))
    try app.start()
    terminal.press(.down, .enter)
    #expect(terminal.lines[2] == "> eggs")
    try await terminal.waitUntil("eggs is done") { $0.text.contains("eggs (done)") }
    #expect(terminal.lines[1...2] == ["  milk", "> eggs (done)"])
    tree.shutdown()
  }

  @Test("the stack draws the top screen, a sheet over it, and its status line")
  func screenStack() throws {
    let presentation = Presentation(["milk", "eggs"])
    let answers = Recorder<Bool>()
    // ScreenStack.
    let navigation = ScreenStack()
    navigation.statusLine = { StatusLine(leading: navigation.trail, trailing: "2 notes") }
    navigation.show(NotesScreen(presentation), as: .push) {}
    let close: @MainActor () -> Void = {  // the owner of a sheet dismisses it
      if let sheet = navigation.modals.last { navigation.dismiss(sheet) }
    }
    let clear: @MainActor (Bool) -> Void = { answer in
      answers.record(answer)
      close()
    }
    let sure = QuestionScreen(.yesOrNo("Clear the notes?"), onAnswer: clear, onCancel: close)
    navigation.show(sure, as: .sheet) {}

    let terminal = VirtualTerminal(rows: 10, columns: 40)
    let app = TerminalApp(device: terminal, navigation: navigation)
    try app.start()
    #expect(terminal.text.contains("Clear the notes? [y/n]"))
    #expect(terminal.lines[9].hasPrefix(" Notes") && terminal.lines[9].hasSuffix("2 notes"))
    terminal.press(.character("n"))
    #expect(answers.values == [false])
    #expect(!terminal.text.contains("Clear the notes?"))
    #expect(terminal.lines[0] == "> milk")
  }
}

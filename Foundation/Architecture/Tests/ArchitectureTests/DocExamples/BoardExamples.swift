import Architecture
import ArchitectureTesting
import Testing

// The examples of boards, continuous boards, commands, barriers, motherboards and modules.

/// Who is signed in.
@MainActor
final class Session {
  var user: String?
}

/// Asks who the user is: a name, or `nil` when the user declines.
@MainActor
final class SignInContext: BaseContext {
  private let listener: @MainActor (String?) -> Void
  init(listener: @escaping @MainActor (String?) -> Void) {
    self.listener = listener
  }
  func answer(_ name: String?) { listener(name) }
}

/// The sign-in question on screen, for tests: it keeps the context it asks for.
@MainActor
final class SignInQuestion: ViewControllable, CustomStringConvertible {
  private(set) weak var context: SignInContext?
  init(_ context: SignInContext) { self.context = context }
  nonisolated var description: String { "sign-in" }
}

enum SignInError: Error { case declined }

// README: a board that asks one question at a time.
final class SignInBoard: Board {
  typealias Output = String
  private let slot: BoardSlot<String>
  private let session: Session
  init(slot: BoardSlot<String>, session: Session) {
    self.slot = slot
    self.session = session
  }
  func activate(_ input: Void) {
    guard slot.flows.isEmpty else { return }  // asking already: this activation joins it
    let context = SignInContext { [slot, session] name in
      guard let name else { return slot.fail(SignInError.declined) }
      session.user = name
      slot.send(name)
      slot.complete()
    }
    slot.attach(Flow(context: context), presenting: SignInQuestion(context), as: .sheet)
  }
}

/// Greets the user by name until the user leaves.
final class GreetingBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  init(slot: BoardSlot<Never>) { self.slot = slot }
  func activate(_ name: String) {
    slot.attach(GreetingBuilder(greeting: "Welcome").build(name) { [slot] in slot.complete() })
  }
}

enum CounterCommand { case reset }
enum CounterError: Error { case notCounting }

/// Counts taps while active; forwards its commands to the counter it runs.
final class CounterBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  private let taps: Channel<Int>
  init(slot: BoardSlot<Never>, taps: Channel<Int>) {
    self.slot = slot
    self.taps = taps
  }
  func activate(_ input: Void) {
    if slot.flows.isEmpty { slot.attach(Flow(context: CounterContext(taps: taps))) }
  }
  func interact(_ command: CounterCommand) {
    if slot.forward(command) == 0 { slot.fail(CounterError.notCounting) }  // none runs
  }
}

// CommandHandler.
extension CounterContext: CommandHandler {
  func handle(_ command: CounterCommand) {
    switch command {
    case .reset: count.set(0)
    }
  }
}

// ContinuousBoard: a journal that runs the notes on a motherboard of its own.
final class JournalBoard: ContinuousBoard {
  typealias Output = String
  let slot: BoardSlot<String>
  private let notes: NotesBuilder
  init(slot: BoardSlot<String>, notes: NotesBuilder) {
    self.slot = slot
    self.notes = notes
  }
  func registerSubflow(on motherboard: Motherboard) {
    let notes = self.notes
    motherboard.register(.notes) { NotesBoard(slot: $0, builder: notes) }
    motherboard.route(.notes, to: slot) { slot, note in slot.send(note) }  // out through here
  }
  func activate(_ notes: [String]) {
    subflow.io(.notes).activate(notes)  // on the nested motherboard, under this board
  }
}

extension BoardID where Input == Void, Output == String, Command == Never {
  static var signIn: Self { BoardID("sign-in") }
}

extension BoardID where Input == String, Output == Never, Command == Never {
  static var greeting: Self { BoardID("greeting") }
}

extension BoardID where Input == Void, Output == Never, Command == CounterCommand {
  static var counter: Self { BoardID("counter") }
}

// BoardID.
extension BoardID where Input == [String], Output == String, Command == Never {
  static var notes: Self { BoardID("notes") }
  static var journal: Self { BoardID("journal") }
}

// BarrierID.
extension BarrierID {
  static let signedIn = BarrierID("signed-in")
}

/// What the notes feature needs from the app.
@MainActor
protocol NotesDependencies {
  var notesViews: any NotesViewFactory { get }
}

/// The session's module: the sign-in board and the barrier it resolves.
struct SessionModule: ModulePlugin {
  let session: Session
  func register(in module: inout ModuleRegistration) {
    let session = self.session
    module.board(.signIn) { SignInBoard(slot: $0, session: session) }
    module.barrier(
      .signedIn,
      Barrier(
        "signed-in", isOpen: { session.user != nil },
        resolve: { await $0.io(.signIn).run(()) == .finished ? .resume : .cancel }))
  }
}

// ModulePlugin.
struct NotesModule: ModulePlugin {
  let dependencies: any NotesDependencies
  static let flags: [FlagDefinition] = [.greeting]  // the type's: read before any service
  func register(in module: inout ModuleRegistration) {
    let builder = NotesBuilder(views: dependencies.notesViews)
    module.uses(AnyBoardID(.signIn))  // another module's board: checked at launch
    module.board(.notes, requires: [.signedIn]) { slot in
      NotesBoard(slot: slot, builder: builder)
    }
  }
}

/// The app's services, which each module's recipe hands the module.
@MainActor
struct AppDependencies: NotesDependencies {
  let session = Session()
  var notesViews: any NotesViewFactory { SpyNotesViews() }
}

// ModuleRecipe.
@MainActor
enum AppModules {
  static let all: [ModuleRecipe<AppDependencies>] = [
    .module { SessionModule(session: $0.session) },
    .module { NotesModule(dependencies: $0) },
  ]
  static var flags: [FlagDefinition] { all.flatMap(\.flags) }  // no service needed
  static func make(_ dependencies: AppDependencies) -> [any ModulePlugin] {
    all.map { $0.make(dependencies) }
  }
}

/// The counter a motherboard's board runs, if any.
@MainActor
func counter(on motherboard: Motherboard) -> CounterContext? {
  motherboard.children.flatMap(\.children).lazy.compactMap { $0.context as? CounterContext }.first
}

@Suite("The examples of boards, barriers, motherboards and modules")
@MainActor
struct BoardExamples {
  @Test("the app launches its modules, routes outputs, passes the barrier and runs boards")
  func launchAndRun() async throws {
    let dependencies = AppDependencies()
    let flagSources: [any FlagSource] = []
    let tree = FlowTree(leakTracker: LeakTracker(gracePeriod: .seconds(1)))
    #expect(AppModules.flags == [.greeting])
    do {
      let launcher = Launcher(AppModules.make(dependencies))
      let flags = try launcher.flagRegistry().resolve(flagSources)
      let motherboard = try launcher.launch(name: "app", flags: flags)
      let taps = Channel<Int>()
      motherboard.register(.greeting) { GreetingBoard(slot: $0) }
      motherboard.register(.counter) { CounterBoard(slot: $0, taps: taps) }
      let navigation = RecordingNavigation()  // where the sign-in asks
      motherboard.navigation = navigation
      tree.launch(motherboard)

      motherboard.chain(.signIn, to: .greeting)  // sign-in's Output is the greeting's Input
      motherboard.route(.notes) { motherboard, note in
        let counter = motherboard.io(.counter)
        if note == "reset", counter.isActive { counter.send(.reset) }
      }
      let run = Task { await motherboard.io(.counter).run(()) }  // activate, then wait
      await waitUntil("the counter runs") { motherboard.io(.counter).isActive }
      taps.send(2)

      // Notes, held by the barrier while the user signs in; then the greeting, then the notes.
      let activation = motherboard.io(.notes).activate(["milk"])  // the input must be a [String]
      #expect(activation.outcome == nil)
      await waitUntil("the user is asked to sign in") { navigation.top is SignInQuestion }
      #expect(navigation.entries == ["show sign-in as sheet"])
      (navigation.top as? SignInQuestion)?.context?.answer("ada")
      let outcome = await activation.decision()  // .activated, or .refused by the barrier
      #expect(outcome == .activated)
      #expect(dependencies.session.user == "ada")
      #expect(motherboard.activeBoards == ["counter", "greeting", "notes"])

      // A note the route turns into a command to the counter.
      #expect(counter(on: motherboard)?.count.value == 2)
      (navigation.top as? SpyNotesView)?.receiver?.didAdd("reset")
      #expect(counter(on: motherboard)?.count.value == 0)

      let picture = tree.debugTree()  // an app's `debug tree` command
      #expect(picture.hasPrefix("Motherboard app [started]\n"))
      tree.shutdown()
      #expect(await waitForValue(of: run) == .cancelled)  // the app ended before the counter
    }
    let leaks = await tree.leakTracker?.finishPendingChecks()  // before the process exits
    #expect(leaks == [])
  }

  @Test("a command reaches the feature of the active board, and a board with none fails")
  func commands() async throws {
    let taps = Channel<Int>()
    let tree = FlowTree.quiet()
    let motherboard = Motherboard(name: "app")
    motherboard.register(.counter) { CounterBoard(slot: $0, taps: taps) }
    tree.launch(motherboard)
    let recorder = Recorder<Int>()
    let run = Task { await motherboard.io(.counter).run(()) }  // activate, then wait
    await waitUntil("the counter runs") { motherboard.io(.counter).isActive }
    let count = try #require(counter(on: motherboard)?.count)
    let subscription = recorder.record(from: count)
    taps.send(3)
    motherboard.io(.counter).send(.reset)  // a command, to the active board
    #expect(await recorder.waitForValues(count: 3) == [0, 3, 0])
    subscription.cancel()
    if let flow = motherboard.children.first?.children.first { flow.parent?.detach(flow) }
    motherboard.io(.counter).send(.reset)  // no counter runs: the board fails
    #expect(await waitForValue(of: run) == .failed(CounterError.notCounting))
    tree.shutdown()
  }

  @Test("the barrier holds what it guards until the user signs in, and refuses on a decline")
  func barrier() async {
    let session = Session()
    let tree = FlowTree.quiet()
    let motherboard = Motherboard(name: "app")
    let navigation = RecordingNavigation()
    motherboard.navigation = navigation
    motherboard.register(.signIn) { SignInBoard(slot: $0, session: session) }
    let notes = NotesBuilder(views: SpyNotesViews())
    motherboard.register(.notes) { NotesBoard(slot: $0, builder: notes) }
    motherboard.register(.greeting) { GreetingBoard(slot: $0) }
    tree.launch(motherboard)

    let signedIn = Barrier(
      "signed-in", refusal: "needs a signed-in user",
      isOpen: { session.user != nil },
      resolve: { motherboard in
        await motherboard.io(.signIn).run(()) == .finished ? .resume : .cancel
      })
    motherboard.provide(.signedIn, signedIn)
    motherboard.requireEverywhere(.signedIn, except: [AnyBoardID(.signIn), AnyBoardID(.notes)])

    #expect(motherboard.io(.notes).activate([]).outcome == .activated)
    let refused = motherboard.io(.greeting).activate("Ada")
    await waitUntil("the user is asked") { navigation.top is SignInQuestion }
    (navigation.top as? SignInQuestion)?.context?.answer(nil)
    #expect(
      await waitForDecision(of: refused)
        == .refused(barrier: "signed-in", reason: "needs a signed-in user"))
    let first = motherboard.io(.greeting).activate("Ada")
    await waitUntil("the user is asked again") { navigation.top is SignInQuestion }
    let second = motherboard.io(.greeting).activate("Bo")  // joins the run: asked once
    (navigation.top as? SignInQuestion)?.context?.answer("ada")
    #expect(await waitForDecision(of: first) == .activated)
    #expect(await waitForDecision(of: second) == .activated)
    #expect(navigation.entries.filter { $0 == "show sign-in as sheet" }.count == 2)
    #expect(motherboard.activeBoards == ["greeting", "notes"])
    tree.shutdown()
  }

  @Test("a continuous board runs its sub-flow on a nested motherboard and sends its outputs")
  func continuousBoard() async {
    let tree = FlowTree.quiet()
    let motherboard = Motherboard(name: "app")
    let navigation = RecordingNavigation()
    motherboard.navigation = navigation
    let notes = NotesBuilder(views: SpyNotesViews())
    motherboard.register(.journal) { JournalBoard(slot: $0, notes: notes) }
    let written = Recorder<String>()
    motherboard.route(.journal, to: written) { written, note in written.record(note) }
    tree.launch(motherboard)
    motherboard.io(.journal).activate([])
    #expect(navigation.stack == ["notes"])  // the nested motherboard presents where this one does
    (navigation.top as? SpyNotesView)?.receiver?.didAdd("milk")
    #expect(written.values == ["milk"])
    #expect(tree.snapshot()?.first(named: "Motherboard journal") != nil)
    tree.shutdown()
    #expect(navigation.stack.isEmpty)
  }
}

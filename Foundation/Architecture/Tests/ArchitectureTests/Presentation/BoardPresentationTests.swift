import Architecture
import ArchitectureTesting
import Testing

extension BoardID where Input == String, Output == Never, Command == Never {
  /// Presents a view named by the input, or completes on "done".
  static var screen: Self { BoardID("screen") }
  /// Runs the screen board on a nested motherboard of its own.
  static var shell: Self { BoardID("shell") }
  /// Runs the screen board on a nested motherboard that has a navigation of its own.
  static var sheet: Self { BoardID("sheet") }
}

@MainActor
final class ScreenBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  init(slot: BoardSlot<Never>) { self.slot = slot }
  func activate(_ input: String) {
    guard input != "done" else { return slot.complete() }
    slot.attach(Flow(context: PlainContext()), presenting: TestView(input))
  }
}

@MainActor
final class ShellBoard: ContinuousBoard {
  typealias Output = Never
  let slot: BoardSlot<Never>
  private let navigation: (any NavigationControllable)?
  /// - Parameter navigation: The nested motherboard's own navigation; `nil` for the outer one's.
  init(slot: BoardSlot<Never>, navigation: (any NavigationControllable)? = nil) {
    self.slot = slot
    self.navigation = navigation
  }
  func registerSubflow(on motherboard: Motherboard) {
    motherboard.register(.screen) { ScreenBoard(slot: $0) }
    if let navigation { motherboard.navigation = navigation }
  }
  func activate(_ input: String) {
    guard input != "done" else { return slot.complete() }
    subflow.io(.screen).activate(input)
  }
}

@MainActor
struct BoardPresentationTests {
  /// A motherboard with the screen and shell boards, presenting on `navigation`.
  func fixture(navigation: (any NavigationControllable)?) -> BoardFixture {
    let fixture = BoardFixture(leakTracker: LeakTracker(onLeak: { _ in }))
    fixture.motherboard.register(.screen) { ScreenBoard(slot: $0) }
    fixture.motherboard.register(.shell) { ShellBoard(slot: $0) }
    fixture.motherboard.navigation = navigation
    return fixture
  }

  @Test("a board presents into its motherboard's navigation, and its completion dismisses")
  func boardsPresentIntoTheRoot() async {
    let navigation = RecordingNavigation()
    let fixture = fixture(navigation: navigation)
    let run = Task { await fixture.motherboard.io(.screen).run("cart") }
    await waitUntil("the cart is shown") { navigation.stack == ["cart"] }
    fixture.motherboard.io(.screen).activate("more")
    #expect(navigation.stack == ["cart", "more"])
    fixture.motherboard.io(.screen).activate("done")
    #expect(await waitForValue(of: run) == .finished)
    #expect(
      navigation.entries == [
        "show cart as push", "show more as push", "dismiss more", "dismiss cart",
      ])
    let leaks = await fixture.tree.leakTracker?.finishPendingChecks(within: .seconds(10))
    #expect(leaks == [], "the dismissed views were released with the board")
  }

  @Test("a nested motherboard presents where its outer one does, unless it has its own")
  func nestedMotherboardsInherit() {
    let navigation = RecordingNavigation()
    let fixture = fixture(navigation: navigation)
    fixture.motherboard.io(.shell).activate("inner")
    #expect(navigation.stack == ["inner"])
    fixture.motherboard.io(.shell).activate("done")
    #expect(navigation.entries == ["show inner as push", "dismiss inner"])

    let sheet = RecordingNavigation()
    fixture.motherboard.register(.sheet) { ShellBoard(slot: $0, navigation: sheet) }
    fixture.motherboard.io(.sheet).activate("form")
    #expect(sheet.stack == ["form"])
    #expect(navigation.stack.isEmpty)
    fixture.motherboard.io(.sheet).activate("done")
    #expect(sheet.stack.isEmpty)
  }

  @Test("with no navigation, a board that presents fails, and says why")
  func noNavigation() async {
    let fixture = fixture(navigation: nil)
    let issue = FlowIssue.noNavigation(view: "TestView", board: "screen")
    #expect(await fixture.motherboard.io(.screen).run("cart") == .failed(issue))
    #expect(fixture.issues.issues == [issue])
    #expect(
      issue.description
        == "board 'screen' has no navigation to show TestView on; set its motherboard's navigation"
        + " (the app's window) before it presents")
  }
}

/// The navigation removes a view on its own, as UIKit's back button, its swipe back and a
/// sheet's swipe down do: the view's flow ends as if its feature had left.
@MainActor
struct NavigationRemovalTests {
  func fixture(_ navigation: RecordingNavigation) -> BoardFixture {
    let fixture = BoardFixture(leakTracker: LeakTracker(onLeak: { _ in }))
    fixture.motherboard.register(.screen) { ScreenBoard(slot: $0) }
    fixture.motherboard.navigation = navigation
    return fixture
  }

  @Test("back through the navigation completes the board, releases it, and it opens again")
  func backCompletesTheBoard() async {
    let navigation = RecordingNavigation()
    let fixture = fixture(navigation)
    let run = Task { await fixture.motherboard.io(.screen).run("cart") }
    await waitUntil("the cart is shown") { navigation.stack == ["cart"] }
    #expect(navigation.goBack())
    #expect(await waitForValue(of: run) == .finished)
    #expect(fixture.motherboard.activeBoards.isEmpty)
    #expect(navigation.entries == ["show cart as push", "back from cart"])
    let leaks = await fixture.tree.leakTracker?.finishPendingChecks(within: .seconds(10))
    #expect(leaks == [], "the flow and the view the user left are released")

    fixture.motherboard.io(.screen).activate("cart")
    #expect(navigation.stack == ["cart"], "opening the feature again shows it again")
  }

  @Test("back from one of a board's two features leaves the board running with the other")
  func backFromOneOfTwo() {
    let navigation = RecordingNavigation()
    let fixture = fixture(navigation)
    fixture.motherboard.io(.screen).activate("list")
    fixture.motherboard.io(.screen).activate("detail")
    navigation.goBack()
    #expect(navigation.stack == ["list"])
    #expect(fixture.motherboard.activeBoards == ["screen"])
    navigation.goBack()
    #expect(fixture.motherboard.activeBoards.isEmpty)
    #expect(
      navigation.entries == [
        "show list as push", "show detail as push", "back from detail", "back from list",
      ], "a view the user removed is not dismissed again")
  }

  @Test("back from a child's view detaches the child; the parent runs on and shows it again")
  func backFromAChild() async {
    let navigation = RecordingNavigation()
    let tree = FlowTree(leakTracker: LeakTracker(onLeak: { _ in }))
    let parent = Flow(context: PlainContext())
    tree.launch(parent)
    parent.attach(
      Flow(context: PlainContext()), presenting: TestView("detail"), on: navigation, as: .sheet)
    #expect(navigation.stack == ["detail"])
    navigation.goBack()
    #expect(parent.children.isEmpty)
    #expect(parent.state == .started)
    let leaks = await tree.leakTracker?.finishPendingChecks(within: .seconds(10))
    #expect(leaks == [])
    parent.attach(
      Flow(context: PlainContext()), presenting: TestView("detail"), on: navigation, as: .sheet)
    #expect(navigation.stack == ["detail"])
  }

  @Test("a board the app gives a navigation of its own presents there; a child where its parent is")
  func boardNavigationAndChildren() {
    let navigation = RecordingNavigation()
    let tab = RecordingNavigation()
    let fixture = fixture(navigation)
    fixture.motherboard.present(.screen, on: tab)
    fixture.motherboard.io(.screen).activate("cart")
    #expect(tab.stack == ["cart"])
    #expect(navigation.stack.isEmpty)
    let cart = fixture.motherboard.children.first?.children.first
    #expect(cart?.navigation === tab, "the cart's children present on the cart's tab")
  }
}

import Observation
import TerminalUI

/// What the demo keeps: the number of fruit in the basket, observed by the status line.
@MainActor
@Observable
final class Basket {
  var count = 0
}

/// The first screen: every fruit, and Enter opens one.
@MainActor
final class FruitListScreen: Screen {
  static let names = [
    "Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Clementine", "Coconut",
    "Cranberry", "Date", "Dragon fruit", "Fig", "Grape", "Grapefruit", "Guava", "Kiwi",
    "Lemon", "Lime", "Lychee", "Mango", "Melon", "Nectarine", "Orange", "Papaya", "Peach",
    "Pear", "Pineapple", "Plum", "Pomegranate", "Quince", "Raspberry", "Strawberry",
  ]

  let title = "Fruit"
  private let basket: Basket
  private let navigation: ScreenStack
  private var list = ScrollingList(count: names.count)

  init(basket: Basket, navigation: ScreenStack) {
    self.basket = basket
    self.navigation = navigation
  }

  func draw(in canvas: inout Canvas, area: Rect) {
    var body = area
    TextBlock("TerminalUI demo", style: .bold).draw(in: &canvas, area: body.removeFirstRow())
    let hint = body.removeLastRow()
    TextBlock("Enter opens · q quits", style: .dim, overflow: .truncate)
      .draw(in: &canvas, area: hint)
    list.draw(in: &canvas, area: body) { Self.names[$0] }
  }

  func handle(_ key: Key) -> KeyHandling {
    if list.handle(key) == .handled { return .handled }
    guard key.action == .choose else { return .ignored }
    let page = FruitScreen(name: Self.names[list.selection], basket: basket)
    page.navigation = navigation
    page.onBack = { [weak navigation, weak page] in
      if let page { navigation?.dismiss(page) }
    }
    navigation.show(page, as: .push)
    return .handled
  }
}

/// A fruit's page: `a` asks how many to add to the basket; Esc tells its owner, which
/// dismisses it.
@MainActor
final class FruitScreen: Screen {
  let title: String
  var onBack: () -> Void = {}
  weak var navigation: ScreenStack?
  private let basket: Basket

  init(name: String, basket: Basket) {
    self.title = name
    self.basket = basket
  }

  func draw(in canvas: inout Canvas, area: Rect) {
    var body = area
    TextBlock(title, style: .bold).draw(in: &canvas, area: body.removeFirstRow())
    body.removeFirstRow()
    TextBlock("A fine \(title.lowercased()). Press a to add some to the basket.")
      .draw(in: &canvas, area: body)
  }

  func handle(_ key: Key) -> KeyHandling {
    if key.action == .back {
      onBack()
      return .handled
    }
    guard key == .character("a") else { return .ignored }
    ask()
    return .handled
  }

  /// Asks in a modal, which this screen, its owner, dismisses once answered or cancelled.
  private func ask() {
    let navigation = self.navigation
    weak var shown: QuestionScreen<Int>?
    let question = QuestionScreen(
      .number("How many?", in: 1...9, default: 1), title: "Add \(title.lowercased())",
      onAnswer: { [basket] count in
        basket.count += count
        if let shown { navigation?.dismiss(shown) }
      },
      onCancel: { if let shown { navigation?.dismiss(shown) } })
    shown = question
    navigation?.show(question, as: .sheet)
  }
}

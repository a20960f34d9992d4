import Architecture
import Cart
import CartInterface
import CatalogInterface
import Core
import TerminalUI

/// The cart on screen: its lines, the total, and a last row to check out.
///
/// ```
/// Cart
/// > Stoneware Mug    2  $12.50  $25.00
///   Green Tea Tin    1   $8.99   $8.99
///   Check out
/// 3 items, total $33.99
/// Enter changes the quantity · + - · d removes · Esc goes back
/// ```
///
/// Enter on a line asks its new quantity in a modal, `+` and `-` change it by one, `d` or
/// Delete asks whether to remove it; Enter on the last row checks out. Esc or Backspace leaves.
@MainActor
final class CartScreen: Screen {
  private let presentation: Presentation<CartViewState>
  private weak var receiver: (any CartViewReceiver)?
  private weak var navigation: (any NavigationControllable)?
  private var list = ScrollingList()

  init(
    presentation: Presentation<CartViewState>, receiver: any CartViewReceiver,
    navigation: any NavigationControllable
  ) {
    self.presentation = presentation
    self.receiver = receiver
    self.navigation = navigation
  }

  let title = "Cart"

  func draw(in canvas: inout Canvas, area: Rect) {
    let state = presentation.viewState
    var body = area
    TextBlock(title, style: .bold).draw(in: &canvas, area: body.removeFirstRow())
    TextBlock(Self.hint, style: .dim, overflow: .truncate)
      .draw(in: &canvas, area: body.removeLastRow())
    TextBlock(state.summary, style: .bold, overflow: .truncate)
      .draw(in: &canvas, area: body.removeLastRow())
    if let problem = state.problem {
      TextBlock(problem, style: .error, overflow: .truncate)
        .draw(in: &canvas, area: body.removeLastRow())
    } else if let change = state.change {
      TextBlock(change, style: .dim, overflow: .truncate)
        .draw(in: &canvas, area: body.removeLastRow())
    }
    let rows = Self.rows(state)
    list.count = rows.count
    list.draw(in: &canvas, area: body) { rows[$0] }
  }

  func handle(_ key: Key) -> KeyHandling {
    if list.handle(key) == .handled { return .handled }
    let line = selectedLine
    switch key {
    case .character("+"):
      line.map { receiver?.didStep(SKU($0.sku), by: 1) }
    case .character("-"):
      line.map { receiver?.didStep(SKU($0.sku), by: -1) }
    case .character("d"), .delete: line.map(askRemoval)
    case .enter:
      if let line { askQuantity(of: line) } else { receiver?.didRequestCheckout() }
    default:
      guard key.action == .back else { return .ignored }
      receiver?.didRequestBack()
    }
    return .handled
  }

  private static let hint = "Enter changes the quantity · + - · d removes · Esc goes back · q quits"

  /// The line under the selection; nil on the check-out row or in an empty cart.
  private var selectedLine: CartViewState.Line? {
    let lines = presentation.viewState.lines
    return lines.indices.contains(list.selection) ? lines[list.selection] : nil
  }

  private static func rows(_ state: CartViewState) -> [String] {
    let lines = TextTable(
      alignments: [.left, .right, .right, .right],
      rows: state.lines.map { [$0.name, "\($0.quantity)", $0.unitPrice, $0.total] }
    ).lines()
    return state.canCheckOut ? lines + ["Check out"] : lines
  }

  private func askQuantity(of line: CartViewState.Line) {
    ask(
      .number("How many?", in: CartQuantity.allowed, default: line.quantity), title: line.name
    ) { [weak self] quantity in
      self?.receiver?.didChangeQuantity(of: SKU(line.sku), to: quantity)
    }
  }

  private func askRemoval(of line: CartViewState.Line) {
    ask(.yesOrNo("Remove \(line.name) from the cart?", default: true), title: "Remove") {
      [weak self] remove in
      if remove { self?.receiver?.didRemove(SKU(line.sku)) }
    }
  }

  /// Asks in a modal, which this screen dismisses once answered or cancelled.
  private func ask<Answer: Sendable>(
    _ question: Question<Answer>, title: String,
    then answered: @escaping @MainActor (Answer) -> Void
  ) {
    weak var asked: QuestionScreen<Answer>?
    let screen = QuestionScreen(
      question, title: title,
      onAnswer: { [weak self] answer in
        if let asked { self?.navigation?.dismiss(asked) }
        answered(answer)
      },
      onCancel: { [weak self] in
        if let asked { self?.navigation?.dismiss(asked) }
      })
    asked = screen
    navigation?.show(screen, as: .sheet)
  }
}

import Architecture
import Catalog
import Core
import TerminalUI

/// One product on screen, with a few others of its category. `a` asks how many to add to the
/// cart in a modal (1 by default), which the screen dismisses once answered or cancelled; Esc
/// or Backspace leaves.
///
/// ```
/// Blue Mug
///
///   SKU       M-1
///   Category  Kitchen
///   Price     €9.00
///
/// Also in Kitchen:
///   K-2  Copper Pan  €45.00
/// a adds to the cart · Esc goes back · q quits
/// ```
@MainActor
final class ProductDetailScreen: Screen {
  /// The most units the question accepts; the cart refuses more in one line anyway.
  static let quantities = 1...999

  private let presentation: Presentation<ProductDetailViewState>
  private weak var receiver: (any ProductDetailViewReceiver)?
  private weak var navigation: (any NavigationControllable)?

  init(
    presentation: Presentation<ProductDetailViewState>,
    receiver: any ProductDetailViewReceiver, navigation: any NavigationControllable
  ) {
    self.presentation = presentation
    self.receiver = receiver
    self.navigation = navigation
  }

  var title: String { presentation.viewState.title }

  func draw(in canvas: inout Canvas, area: Rect) {
    let state = presentation.viewState
    var body = area
    TextBlock(state.title, style: .bold, overflow: .truncate)
      .draw(in: &canvas, area: body.removeFirstRow())
    let hint = state.question == nil ? Self.leaveHint : "a adds to the cart · " + Self.leaveHint
    TextBlock(hint, style: .dim, overflow: .truncate).draw(in: &canvas, area: body.removeLastRow())
    body.removeFirstRow()
    let facts = TextTable(
      alignments: [.left, .left], rows: state.facts.map { [$0.label, $0.value] })
    var lines = facts.lines().map { "  " + $0 }
    if let heading = state.relatedHeading {
      let related = TextTable(
        alignments: [.left, .left, .right], rows: state.related.map { [$0.sku, $0.name, $0.price] })
      lines += [""] + [heading] + related.lines().map { "  " + $0 }
    }
    TextBlock(lines.joined(separator: "\n"), overflow: .truncate).draw(in: &canvas, area: body)
  }

  func handle(_ key: Key) -> KeyHandling {
    if key == .character("a"), presentation.viewState.question != nil {
      askQuantity()
      return .handled
    }
    guard key.action == .back else { return .ignored }
    receiver?.didRequestBack()
    return .handled
  }

  private static let leaveHint = "Esc goes back · q quits"

  /// Asks in a modal, which this screen dismisses once answered or cancelled.
  private func askQuantity() {
    weak var asked: QuestionScreen<Int>?
    let question = QuestionScreen(
      .number("How many to add to the cart?", in: Self.quantities, default: 1),
      title: presentation.viewState.title,
      onAnswer: { [weak self] quantity in
        if let asked { self?.navigation?.dismiss(asked) }
        self?.receiver?.didAdd(quantity: quantity)
      },
      onCancel: { [weak self] in
        if let asked { self?.navigation?.dismiss(asked) }
      })
    asked = question
    navigation?.show(question, as: .sheet)
  }
}

import Architecture
import Catalog
import CatalogInterface
import Core
import TerminalUI

/// The catalog's lists on screen: the categories, a category's products, or a search's
/// matches, with a search field that `/` opens.
///
/// ```
/// Kitchen
/// / to search
/// > Blue Mug           Kitchen   €9.00
///   Copper Pan         Kitchen  €45.00
/// 2 products
/// Enter opens · / searches · Esc goes back · q quits
/// ```
///
/// Enter on a category or a product tells the receiver; Esc or Backspace goes back. While the
/// search field is open it takes the keys: Enter searches, Esc closes it.
@MainActor
final class CatalogScreen: Screen {
  private let presentation: Presentation<CatalogViewState>
  private weak var receiver: (any CatalogViewReceiver)?
  private var list = ScrollingList()
  /// The selected row of each list the customer saw, by title, so going back finds it again.
  private var selections: [String: Int] = [:]
  private var shownTitle: String?
  /// The search being typed; nil while the field is closed.
  private var search: TextField?

  init(presentation: Presentation<CatalogViewState>, receiver: any CatalogViewReceiver) {
    self.presentation = presentation
    self.receiver = receiver
  }

  var title: String { presentation.viewState.title }

  func draw(in canvas: inout Canvas, area: Rect) {
    let state = presentation.viewState
    var body = area
    TextBlock(state.title, style: .bold, overflow: .truncate)
      .draw(in: &canvas, area: body.removeFirstRow())
    drawSearch(in: &canvas, area: body.removeFirstRow())
    TextBlock(Self.hint, style: .dim, overflow: .truncate)
      .draw(in: &canvas, area: body.removeLastRow())
    if let footer = state.footer ?? Self.count(of: state.items) {
      TextBlock(footer, style: .dim, overflow: .truncate)
        .draw(in: &canvas, area: body.removeLastRow())
    }
    follow(state)
    let rows = Self.rows(state)
    list.draw(in: &canvas, area: body) { rows[$0] }
  }

  func handle(_ key: Key) -> KeyHandling {
    if search != nil { return editSearch(key) }
    if list.handle(key) == .handled { return .handled }
    switch key.action {
    case .search: search = TextField(placeholder: "words to find")
    case .choose: choose()
    case .back: receiver?.didRequestBack()
    default: return .ignored
    }
    return .handled
  }

  private static let hint = "Enter opens · / searches · Esc goes back · q quits"

  private func drawSearch(in canvas: inout Canvas, area: Rect) {
    guard var field = search else {
      TextBlock("/ to search", style: .dim, overflow: .truncate).draw(in: &canvas, area: area)
      return
    }
    canvas.draw("/ ", at: area.origin, style: .bold)
    var rest = area
    rest.origin.column += 2
    rest.columns = max(0, rest.columns - 2)
    field.draw(in: &canvas, area: rest)
    search = field
  }

  private func editSearch(_ key: Key) -> KeyHandling {
    switch key {
    case .escape:
      search = nil
    case .enter:
      let query = search?.text ?? ""
      search = nil
      receiver?.didSearch(query)
    default:
      if search?.handle(key) == .ignored, list.handle(key) == .ignored { return .ignored }
    }
    return .handled
  }

  private func choose() {
    let state = presentation.viewState
    if state.rows.indices.contains(list.selection) {
      receiver?.didSelectProduct(SKU(state.rows[list.selection].sku))
    } else if state.items.indices.contains(list.selection) {
      receiver?.didSelectCategory(state.items[list.selection])
    }
  }

  /// Sizes the list to the rows shown; keeps the selection of a list left, and finds it again
  /// when the customer comes back to that list.
  private func follow(_ state: CatalogViewState) {
    if state.title != shownTitle, let shownTitle { selections[shownTitle] = list.selection }
    list.count = max(state.rows.count, state.items.count)
    if state.title != shownTitle { list.select(selections[state.title] ?? 0) }
    shownTitle = state.title
  }

  /// `4 categories` under a list of categories; nil for none.
  private static func count(of categories: [String]) -> String? {
    switch categories.count {
    case 0: nil
    case 1: "1 category"
    default: "\(categories.count) categories"
    }
  }

  private static func rows(_ state: CatalogViewState) -> [String] {
    guard !state.rows.isEmpty else { return state.items }
    return TextTable(
      alignments: [.left, .left, .right],
      rows: state.rows.map { [$0.name, $0.category, $0.price] }
    ).lines()
  }
}

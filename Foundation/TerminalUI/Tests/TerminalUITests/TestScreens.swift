import Observation
import TerminalUI
import TerminalUITesting

/// A running app on a virtual terminal, with a window to show screens in.
@MainActor
struct TestApp {
  let terminal: VirtualTerminal
  let navigation: ScreenStack
  let app: TerminalApp

  init(rows: Int = 8, columns: Int = 30, root: (any Screen)? = nil) throws {
    terminal = VirtualTerminal(rows: rows, columns: columns)
    navigation = ScreenStack(root: root)
    app = TerminalApp(device: terminal, navigation: navigation)
    try app.start()
  }
}

/// The model a feature's context would keep: observed by the screens that show it.
@MainActor
@Observable
final class Shelf {
  var items: [String]
  var title: String

  init(title: String = "Shelf", items: [String]) {
    self.title = title
    self.items = items
  }
}

/// A screen as a feature's UI target writes one: a title, a list of the model's items, and
/// what the user does told to its owner (`chosen`, `backRequests`), never acting itself.
@MainActor
final class ShelfScreen: Screen {
  let shelf: Shelf
  var list = ScrollingList()
  private(set) var chosen: [String] = []
  private(set) var backRequests = 0
  private(set) var searches = 0

  init(_ shelf: Shelf) {
    self.shelf = shelf
  }

  var title: String { shelf.title }

  func draw(in canvas: inout Canvas, area: Rect) {
    var body = area
    TextBlock(shelf.title, style: .bold, overflow: .truncate).draw(
      in: &canvas, area: body.removeFirstRow())
    let items = shelf.items
    list.count = items.count
    if items.isEmpty {
      TextBlock("Nothing here.", style: .dim).draw(in: &canvas, area: body)
    }
    list.draw(in: &canvas, area: body) { items[$0] }
  }

  func handle(_ key: Key) -> KeyHandling {
    if list.handle(key) == .handled { return .handled }
    switch key.action {
    case .choose where !shelf.items.isEmpty: chosen.append(shelf.items[list.selection])
    case .back: backRequests += 1
    case .search: searches += 1
    default: return .ignored
    }
    return .handled
  }
}

/// A screen with a text field and nothing else: it takes every key the field takes.
@MainActor
final class FieldScreen: Screen {
  var field: TextField
  let title = "Search"
  private(set) var submitted: [String] = []

  init(text: String = "", placeholder: String = "") {
    field = TextField(text: text, placeholder: placeholder)
  }

  func draw(in canvas: inout Canvas, area: Rect) {
    var body = area
    canvas.draw("Find: ", at: body.origin)
    let row = body.removeFirstRow()
    field.draw(
      in: &canvas,
      area: Rect(
        row: row.origin.row, column: row.origin.column + 6, rows: 1, columns: row.columns - 6))
  }

  func handle(_ key: Key) -> KeyHandling {
    if key == .enter {
      submitted.append(field.text)
      return .handled
    }
    return field.handle(key)
  }
}

/// A screen that draws a fixed text, and takes no key.
@MainActor
final class LabelScreen: Screen {
  let title: String
  let text: String

  init(_ title: String, text: String = "") {
    self.title = title
    self.text = text.isEmpty ? title : text
  }

  func draw(in canvas: inout Canvas, area: Rect) {
    TextBlock(text).draw(in: &canvas, area: area)
  }

  func handle(_ key: Key) -> KeyHandling { .ignored }
}

/// The fruit of the tests' lists.
let fruit = [
  "Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Clementine", "Coconut",
  "Cranberry", "Date", "Fig", "Grape", "Guava", "Kiwi", "Lemon", "Lime", "Lychee", "Mango",
  "Melon", "Orange",
]

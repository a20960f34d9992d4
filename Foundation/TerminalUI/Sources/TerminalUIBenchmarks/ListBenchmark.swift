import TerminalUI
import TerminalUITesting

/// A window with a 200-row list and a status line on a virtual terminal, timed as a user meets
/// it: a full frame (Ctrl-L: drawn, compared, written and interpreted by the terminal) and a
/// key (Down: decoded, handled, the frame's changes written and interpreted).
@MainActor
struct ListBenchmark {
  let terminal: VirtualTerminal
  let app: TerminalApp

  init(rows: Int, columns: Int, items: Int) {
    terminal = VirtualTerminal(rows: rows, columns: columns)
    let navigation = ScreenStack(root: ProductListScreen(count: items))
    navigation.statusLine = {
      StatusLine(leading: navigation.trail, trailing: "3 items · ada@example.com")
    }
    app = TerminalApp(device: terminal, navigation: navigation)
    do {
      try app.start()
    } catch {
      fatalError("the virtual terminal refused the app: \(error)")
    }
  }

  /// The time of one full frame.
  func fullFrame() -> Duration {
    Measurement.perOperation(count: 20) {
      terminal.press(.control("l"))
    } check: {
      terminal.lines[0].hasPrefix("Products")
    }
  }

  /// The time from a key to the screen showing its effect.
  func keyToScreen() -> Duration {
    var selected = 0
    return Measurement.perOperation(count: 100) {
      terminal.press(selected % 200 == 199 ? .home : .down)
      selected = selected % 200 == 199 ? 0 : selected + 1
    } check: {
      terminal.text.contains("> " + ProductListScreen.row(selected))
    }
  }
}

/// A list of products as a catalog screen shows them: name, SKU and price in columns.
@MainActor
final class ProductListScreen: Screen {
  let title = "Products"
  private var list: ScrollingList

  init(count: Int) {
    list = ScrollingList(count: count)
  }

  static func row(_ index: Int) -> String {
    let name = TextLayout.pad("Stoneware mug no. \(index + 1)", toWidth: 28)
    let sku = TextLayout.pad("MUG-\(1000 + index)", toWidth: 10)
    return name + sku + TextLayout.pad("$\(12 + index % 30).50", toWidth: 8, alignment: .trailing)
  }

  func draw(in canvas: inout Canvas, area: Rect) {
    var body = area
    TextBlock("Products", style: .bold).draw(in: &canvas, area: body.removeFirstRow())
    list.draw(in: &canvas, area: body) { Self.row($0) }
  }

  func handle(_ key: Key) -> KeyHandling {
    list.handle(key)
  }
}

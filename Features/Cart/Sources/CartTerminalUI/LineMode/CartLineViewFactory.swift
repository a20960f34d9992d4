import Architecture
import Cart
import Core
import TerminalUI

/// The cart's view in line mode: what an app hands the cart as its view factory when it runs a
/// command rather than a screen.
public struct CartLineViewFactory: CartViewFactory {
  private let console: any Console

  /// The views on a console.
  /// - Parameter console: Where they print.
  public init(console: any Console) {
    self.console = console
  }

  /// Prints the cart (``CartText``), then leaves.
  public func makeCartView(
    _ presentation: Presentation<CartViewState>, receiver: any CartViewReceiver
  ) -> any ViewControllable {
    PrintedLineView(presentation, on: console, text: CartText.text) { [weak receiver] in
      receiver?.didRequestBack()
    }
  }
}

/// The cart as line mode prints it: what the last change did, an aligned table with line
/// totals, and the summary. Each change is a command of its own, so the customer acts
/// through the command line, not through this view.
///
/// ```
/// Added 2 × MUG-001.
/// SKU      Name           Qty   Price   Total
/// MUG-001  Stoneware Mug    2  $12.50  $25.00
/// 2 items, total $25.00
/// ```
enum CartText {
  static func text(_ state: CartViewState) -> String {
    var text = state.change.map { $0 + "\n" } ?? ""
    if !state.lines.isEmpty {
      let rows = state.lines.map { [$0.sku, $0.name, "\($0.quantity)", $0.unitPrice, $0.total] }
      text += TextTable(
        alignments: [.left, .left, .right, .right, .right],
        rows: [["SKU", "Name", "Qty", "Price", "Total"]] + rows
      ).render()
    }
    return text + state.summary + "\n"
  }
}

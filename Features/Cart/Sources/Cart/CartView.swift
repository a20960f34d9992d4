import CartInterface
import Core

/// Everything the cart screen shows, as text ready to display: made from the context's state
/// by a pure transform, so it is tested as plain values.
struct CartViewState: Equatable, Sendable {
  /// One line of the cart.
  struct Line: Equatable, Sendable {
    var sku: String
    var name: String
    var quantity: String
    var unitPrice: String
    var total: String
  }

  /// What the last change did (`Added 2 × MUG-001.`), if the customer just changed something.
  var change: String?
  /// The lines, oldest first; empty for an empty cart.
  var lines: [Line]
  /// `2 items, total $25.00`, or `The cart is empty.`
  var summary: String
  /// Whether there is anything to check out.
  var canCheckOut: Bool

  /// The transform: what the screen shows for a state.
  init(_ state: CartState) {
    let contents = state.contents
    change = state.change
    lines = contents.lines.map {
      Line(
        sku: $0.sku.code, name: $0.name, quantity: "\($0.quantity)",
        unitPrice: $0.unitPrice.description, total: $0.total.description)
    }
    let items = contents.itemCount == 1 ? "1 item" : "\(contents.itemCount) items"
    summary = contents.isEmpty ? "The cart is empty." : "\(items), total \(contents.total)"
    canCheckOut = !contents.isEmpty
  }
}

/// What the cart's context shows its state on: the console here, a UIKit or SwiftUI view in an
/// app with a screen.
@MainActor
protocol CartView: AnyObject {
  /// Receives what the customer does on the view; held weakly.
  var receiver: (any CartViewReceiver)? { get set }
  /// Shows a state, replacing what was shown.
  func show(_ state: CartViewState)
}

/// What the customer does on the cart's view, handed back to the context.
@MainActor
protocol CartViewReceiver: AnyObject {
  /// The customer asked for a change: a new quantity, a line removed.
  func didRequest(_ request: CartRequest)
}

/// Shows the cart on the console: an aligned table with line totals, then the summary. Each
/// request is a command, so the customer acts through the command line, not through this view.
///
/// ```
/// Added 2 × MUG-001.
/// SKU      Name           Qty   Price   Total
/// MUG-001  Stoneware Mug    2  $12.50  $25.00
/// 2 items, total $25.00
/// ```
@MainActor
final class CartConsoleView: CartView {
  weak var receiver: (any CartViewReceiver)?
  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  func show(_ state: CartViewState) {
    var text = state.change.map { $0 + "\n" } ?? ""
    if !state.lines.isEmpty {
      let rows = state.lines.map { [$0.sku, $0.name, $0.quantity, $0.unitPrice, $0.total] }
      text += TextTable(
        alignments: [.left, .left, .right, .right, .right],
        rows: [["SKU", "Name", "Qty", "Price", "Total"]] + rows
      ).render()
    }
    console.show(text + state.summary + "\n")
  }
}

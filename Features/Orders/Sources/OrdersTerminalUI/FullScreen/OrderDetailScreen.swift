import Architecture
import Orders
import TerminalUI

/// One order on screen: its lines, the total, the address, the payment, and where it stands
/// among the customer's orders. The arrows scroll an order longer than the screen; Esc or
/// Backspace goes back to the orders.
///
/// ```
/// Order 1002, placed 2026-01-16 by ada@example.com
/// Qty  Product    Unit price  Line total
///   1  Desk Lamp      $34.00      $34.00
/// Total                           $34.00
/// Ship to: Karl Johans gate 1, Oslo
/// Paid by: invoice to ada@example.com (reference INV-1768474800)
/// The 2nd of 3 orders placed by ada@example.com.
/// Esc goes back · q quits
/// ```
@MainActor
final class OrderDetailScreen: Screen {
  private let presentation: Presentation<OrderDetailViewState>
  private weak var receiver: (any OrderDetailViewReceiver)?
  /// The first line of the order on screen, below the title.
  private var firstLine = 0
  /// How many lines fitted at the last draw, and how many there were: how far to scroll.
  private var visibleLines = 1
  private var lineCount = 0

  init(
    presentation: Presentation<OrderDetailViewState>, receiver: any OrderDetailViewReceiver
  ) {
    self.presentation = presentation
    self.receiver = receiver
  }

  var title: String { presentation.viewState.name }

  func draw(in canvas: inout Canvas, area: Rect) {
    let lines = OrderDetailText.lines(presentation.viewState)
    var body = area
    TextBlock(lines[0], style: .bold, overflow: .truncate)
      .draw(in: &canvas, area: body.removeFirstRow())
    let order = lines.dropFirst()
    visibleLines = max(1, body.rows - 1)
    lineCount = order.count
    let hint = lineCount > visibleLines ? "Up and Down scroll · " + Self.leaveHint : Self.leaveHint
    TextBlock(hint, style: .dim, overflow: .truncate).draw(in: &canvas, area: body.removeLastRow())
    firstLine = min(firstLine, max(0, lineCount - visibleLines))
    TextBlock(order.dropFirst(firstLine).joined(separator: "\n"), overflow: .truncate)
      .draw(in: &canvas, area: body)
  }

  func handle(_ key: Key) -> KeyHandling {
    let last = max(0, lineCount - visibleLines)
    switch key.action {
    case .moveUp: firstLine = max(0, firstLine - 1)
    case .moveDown: firstLine = min(last, firstLine + 1)
    case .pageUp: firstLine = max(0, firstLine - visibleLines)
    case .pageDown: firstLine = min(last, firstLine + visibleLines)
    case .first: firstLine = 0
    case .last: firstLine = last
    case .back: receiver?.didRequestBack()
    default: return .ignored
    }
    return .handled
  }

  private static let leaveHint = "Esc goes back · q quits"
}

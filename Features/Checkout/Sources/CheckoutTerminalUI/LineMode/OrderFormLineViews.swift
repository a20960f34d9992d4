import Architecture
import Checkout
import Core
import TerminalUI

/// The address step in line mode: it prints the cart it ships, gives the address of the
/// command, and prints where the order goes, or gives up when the address is refused.
///
/// ```
/// Review: 3 items, total $41.00
/// Shipping: ship to 12 Harbour Road, Bristol BS1 4RN
/// ```
@MainActor
final class AddressLineView: LineView {
  private let presentation: Presentation<OrderFormViewState>
  private weak var receiver: (any OrderFormViewReceiver)?
  private let console: any Console

  init(
    presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver,
    console: any Console
  ) {
    self.presentation = presentation
    self.receiver = receiver
    self.console = console
  }

  func didAppear() {
    console.show("Review: \(presentation.viewState.summary)\n")
    receiver?.didSubmitAddress(presentation.viewState.address)
    guard presentation.viewState.problem == nil else {
      receiver?.didCancel()
      return
    }
    if let address = presentation.viewState.shippingTo {
      console.show("Shipping: ship to \(address)\n")
    }
  }
}

/// The review in line mode: the command was the customer's confirmation, so it places the
/// order, and gives up when that is refused. It prints nothing: the address step said what is
/// ordered, and the receipt says what was placed.
@MainActor
final class ReviewLineView: LineView {
  private let presentation: Presentation<OrderFormViewState>
  private weak var receiver: (any OrderFormViewReceiver)?

  init(presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver) {
    self.presentation = presentation
    self.receiver = receiver
  }

  func didAppear() {
    receiver?.didConfirm()
    if presentation.viewState.problem != nil { receiver?.didCancel() }
  }
}

/// The one page in line mode: it gives the address of the command, prints the whole order, and
/// places it, giving up when either is refused.
///
/// ```
/// Order for ada@example.com
///   1 × Cast Iron Teapot  $24.00
///   2 × Stoneware Mug     $17.00
/// Total $41.00, shipped to 12 Harbour Road, Bristol BS1 4RN
/// ```
@MainActor
final class OrderPageLineView: LineView {
  private let presentation: Presentation<OrderFormViewState>
  private weak var receiver: (any OrderFormViewReceiver)?
  private let console: any Console

  init(
    presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver,
    console: any Console
  ) {
    self.presentation = presentation
    self.receiver = receiver
    self.console = console
  }

  func didAppear() {
    receiver?.didSubmitAddress(presentation.viewState.address)
    guard presentation.viewState.problem == nil else {
      receiver?.didCancel()
      return
    }
    console.show(Self.text(presentation.viewState))
    receiver?.didConfirm()
    if presentation.viewState.problem != nil { receiver?.didCancel() }
  }

  static func text(_ state: OrderFormViewState) -> String {
    let rows = state.lines.map { ["\($0.quantity) × \($0.name)", $0.total] }
    let table = TextTable(alignments: [.left, .right], rows: rows)
    let lines =
      ["Order for \(state.customer)"] + table.lines().map { "  " + $0 }
      + ["Total \(state.total), shipped to \(state.shippingTo ?? state.address)"]
    return lines.map { $0 + "\n" }.joined()
  }
}

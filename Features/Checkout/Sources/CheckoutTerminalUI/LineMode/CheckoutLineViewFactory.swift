import Architecture
import Checkout
import Core
import TerminalUI

/// Checkout's views in line mode: what an app hands checkout as its view factory when it runs
/// a command rather than a screen. The customer gave the address and how to pay with the
/// command, so each view gives what it was given, prints what checkout did with it, and gives
/// up with a refusal it cannot correct.
public struct CheckoutLineViewFactory: CheckoutViewFactory {
  private let console: any Console

  /// The views on a console.
  /// - Parameter console: Where they print.
  public init(console: any Console) {
    self.console = console
  }

  /// An ``AddressLineView``.
  public func makeAddressView(
    _ presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver
  ) -> any ViewControllable {
    AddressLineView(presentation: presentation, receiver: receiver, console: console)
  }

  /// A ``ReviewLineView``.
  public func makeReviewView(
    _ presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver
  ) -> any ViewControllable {
    ReviewLineView(presentation: presentation, receiver: receiver)
  }

  /// An ``OrderPageLineView``.
  public func makeOrderPageView(
    _ presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver
  ) -> any ViewControllable {
    OrderPageLineView(presentation: presentation, receiver: receiver, console: console)
  }

  /// Prints the receipt (``ReceiptText``), then leaves.
  public func makeReceiptView(
    _ presentation: Presentation<ReceiptViewState>, receiver: any ReceiptViewReceiver
  ) -> any ViewControllable {
    PrintedLineView(presentation, on: console, text: ReceiptText.text) { [weak receiver] in
      receiver?.didRequestBack()
    }
  }
}

/// The placed order as line mode prints it, on one line: `Receipt: order 1001: 2 lines, total
/// $41.00`.
enum ReceiptText {
  static func text(_ state: ReceiptViewState) -> String {
    "Receipt: \(state.summary)\n"
  }
}

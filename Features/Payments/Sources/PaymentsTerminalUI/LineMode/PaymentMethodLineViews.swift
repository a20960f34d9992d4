import Architecture
import Payments
import TerminalUI

/// The payment method question in line mode, where the customer said how to pay with the
/// command: it chooses the method chosen before, and gives up when there is none or the choice
/// is refused (a line cannot be corrected). It prints nothing: whoever asked reports a refusal
/// once.
@MainActor
final class PaymentMethodLineView: LineView {
  private let presentation: Presentation<PaymentMethodViewState>
  private weak var receiver: (any PaymentMethodViewReceiver)?

  init(
    presentation: Presentation<PaymentMethodViewState>, receiver: any PaymentMethodViewReceiver
  ) {
    self.presentation = presentation
    self.receiver = receiver
  }

  func didAppear() {
    guard let method = presentation.viewState.selected else {
      receiver?.didCancel()
      return
    }
    receiver?.didChoose(method)
    if presentation.viewState.problem != nil { receiver?.didCancel() }
  }
}

/// The card form in line mode: it gives the card given before, and gives up when there is none
/// or the card is refused, saying nothing: whoever asked reports the refusal once.
@MainActor
final class CardFormLineView: LineView {
  private let presentation: Presentation<CardFormViewState>
  private weak var receiver: (any CardFormViewReceiver)?

  init(presentation: Presentation<CardFormViewState>, receiver: any CardFormViewReceiver) {
    self.presentation = presentation
    self.receiver = receiver
  }

  func didAppear() {
    let state = presentation.viewState
    guard !state.number.isEmpty else {
      receiver?.didCancel()
      return
    }
    receiver?.didSubmit(number: state.number, expiry: state.expiry)
    if presentation.viewState.problem != nil { receiver?.didCancel() }
  }
}

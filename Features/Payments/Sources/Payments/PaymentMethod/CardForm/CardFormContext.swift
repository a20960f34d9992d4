import Architecture
import CatalogInterface
import Core
import PaymentsInterface

/// What the card form knows: the amount, the card as typed, and why it was refused.
struct CardFormState: Equatable, Sendable {
  var amount: Money
  var number: String
  var expiry: String
  var refusal: PaymentError?
}

/// The card form's logic: it takes the number and the expiry the customer gives
/// (``CardFormViewReceiver``), checks them at the clock's time as the card method will, and
/// hands a card that passes to its listener; a refusal is shown on the form, which stays.
@MainActor
final class CardFormContext: PresentableContext<CardFormState, CardFormViewState>,
  CardFormViewReceiver
{
  private let clock: any WallClock
  private weak var listener: (any CardFormListener)?

  init(amount: Money, card: CardDetails?, clock: any WallClock, listener: any CardFormListener) {
    self.clock = clock
    self.listener = listener
    super.init(
      state: CardFormState(
        amount: amount, number: card?.number ?? "",
        expiry: card.map(CardEntryCheck.expiryText(of:)) ?? ""),
      transform: CardFormViewState.init)
  }

  func didSubmit(number: String, expiry: String) {
    guard isActive else { return }
    do {
      let card = try CardEntryCheck.card(number: number, expiry: expiry, at: clock.now)
      state.update {
        $0.number = card.number
        $0.refusal = nil
      }
      listener?.cardFormDidEnter(card)
    } catch {
      state.update {
        $0.number = number
        $0.expiry = expiry
        $0.refusal = error
      }
    }
  }

  func didRequestBack() {
    guard isActive else { return }
    listener?.cardFormDidLeave()
  }

  func didCancel() {
    guard isActive else { return }
    listener?.cardFormDidCancel(refusal: state.value.refusal)
  }
}

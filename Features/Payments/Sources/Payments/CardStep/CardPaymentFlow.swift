import Architecture

/// The card step's node, attached under ``PaymentsFlow`` while a card payment is taken. It has
/// no children and no view: the payments feature shows the result.
@MainActor
public final class CardPaymentFlow: Flow {}

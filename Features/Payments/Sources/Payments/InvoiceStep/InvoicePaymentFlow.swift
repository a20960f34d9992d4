import Architecture

/// The invoice step's node, attached under ``PaymentsFlow`` while an invoice is sent. It has no
/// children and no view: the payments feature shows the result.
@MainActor
public final class InvoicePaymentFlow: Flow {}

import Core

/// What the invoice step needs: the shared services (its clock stamps references, its logger
/// hears results) and the sequence its references are numbered from.
///
/// The payments feature derives it from its own dependencies (``InvoicePaymentComponent``).
public protocol InvoicePaymentDependencies: BaseDependencies {
  /// Numbers the receipts' references; shared with the other methods.
  var references: ReferenceSequence { get }
}

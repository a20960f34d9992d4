import Core

/// What the card step needs: the shared services (its clock judges expiry and stamps
/// references, its logger hears results) and the sequence its references are numbered from.
///
/// The payments feature derives it from its own dependencies (``CardPaymentComponent``).
public protocol CardPaymentDependencies: BaseDependencies {
  /// Numbers the receipts' references; shared with the other methods.
  var references: ReferenceSequence { get }
}

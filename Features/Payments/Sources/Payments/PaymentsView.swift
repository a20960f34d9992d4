import Architecture
import PaymentsInterface

/// What a payment's view shows, as text ready to display.
public struct PaymentsViewState: Equatable, Sendable {
  /// What is paid and how: `$24.50 by card ending 4242`; `nil` before a request.
  public var asked: String?
  /// The payment taken: `paid $24.50 by card ending 4242 (reference CARD-4242-1768471200)`.
  public var paid: String?
  /// Why the payment was refused; nothing was charged.
  public var refusal: String?

  /// A view state.
  public init(asked: String? = nil, paid: String? = nil, refusal: String? = nil) {
    self.asked = asked
    self.paid = paid
    self.refusal = refusal
  }

  /// Whether the payment was taken or refused.
  public var isFinished: Bool { paid != nil || refusal != nil }
}

extension PaymentsViewState {
  /// The transform: what the views show for a state.
  init(_ state: PaymentsState) {
    self.init(asked: state.request.map { "\($0.amount) by \($0.instrument)" })
    switch state.outcome {
    case .paid(let receipt):
      paid = "paid \(receipt.amount) by \(receipt.method) (reference \(receipt.reference))"
    case .refused(let error): refusal = "\(error)"
    case nil: break
    }
  }
}

/// What the customer does on a payment's view.
@MainActor
public protocol PaymentsViewReceiver: AnyObject {
  /// The customer left the payment's view.
  func didRequestBack()
}

/// Makes the payments' views: what the app's UI target supplies through
/// ``PaymentsDependencies/paymentsViews``, terminal screens, printed lines or a SwiftUI view,
/// with no change to the feature. The payment method question's views come from the same
/// factory.
@MainActor
public protocol PaymentsViewFactory: PaymentMethodViewFactory {
  /// The view of one payment, which shows what became of it.
  /// - Parameters:
  ///   - presentation: What to show; the context keeps it current while the payment runs.
  ///   - receiver: Where the view hands what the customer does; hold it weakly.
  /// - Returns: The view, which the payment board presents.
  func makePaymentView(
    _ presentation: Presentation<PaymentsViewState>, receiver: any PaymentsViewReceiver
  ) -> any ViewControllable
}

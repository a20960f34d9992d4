import Architecture
import ArchitectureTesting
import Payments

/// The payments' views for tests: each made as a `SpyView`, kept weakly, so a test plays the
/// customer through the receiver the feature gave its view and reads the presentation.
///
/// ```swift
/// let views = RecordingPaymentsViews()
/// // ... the payment method board runs with TestPaymentsDependencies(views: views) ...
/// views.paymentMethod?.receiver?.didChoose(.card)
/// views.cardForm?.receiver?.didSubmit(number: "4242 4242 4242 4242", expiry: "12/28")
/// ```
@MainActor
public final class RecordingPaymentsViews: PaymentsViewFactory {
  /// The last payment's view, while its feature runs.
  public private(set) weak var payment: SpyView<PaymentsViewState, any PaymentsViewReceiver>?
  /// The last payment method question's view, while it is asked.
  public private(set) weak var paymentMethod:
    SpyView<PaymentMethodViewState, any PaymentMethodViewReceiver>?
  /// The last card form's view, while it is open.
  public private(set) weak var cardForm: SpyView<CardFormViewState, any CardFormViewReceiver>?

  /// A factory that has made nothing yet.
  public init() {}

  /// Makes and keeps a payment's view.
  public func makePaymentView(
    _ presentation: Presentation<PaymentsViewState>, receiver: any PaymentsViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("PaymentView", presentation: presentation, receiver: receiver)
    payment = view
    return view
  }

  /// Makes and keeps a payment method question's view.
  public func makePaymentMethodView(
    _ presentation: Presentation<PaymentMethodViewState>, receiver: any PaymentMethodViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("PaymentMethodView", presentation: presentation, receiver: receiver)
    paymentMethod = view
    return view
  }

  /// Makes and keeps a card form's view.
  public func makeCardFormView(
    _ presentation: Presentation<CardFormViewState>, receiver: any CardFormViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("CardFormView", presentation: presentation, receiver: receiver)
    cardForm = view
    return view
  }
}

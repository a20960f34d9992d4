import Architecture
import ArchitectureTesting
import Checkout

/// Checkout's views for tests: each made as a `SpyView`, kept weakly, so a test plays the
/// customer through the receiver checkout gave its view and reads the presentation.
///
/// ```swift
/// let views = RecordingCheckoutViews()
/// // ... the checkout board runs with TestCheckoutDependencies(views: views) ...
/// views.address?.receiver?.didSubmitAddress("12 Harbour Road")
/// views.review?.receiver?.didConfirm()
/// ```
@MainActor
public final class RecordingCheckoutViews: CheckoutViewFactory {
  /// The last address view made, while it is shown.
  public private(set) weak var address: SpyView<OrderFormViewState, any OrderFormViewReceiver>?
  /// The last review view made, while it is shown.
  public private(set) weak var review: SpyView<OrderFormViewState, any OrderFormViewReceiver>?
  /// The last one-page view made, while it is shown.
  public private(set) weak var page: SpyView<OrderFormViewState, any OrderFormViewReceiver>?
  /// The last receipt made, while it is shown.
  public private(set) weak var receipt: SpyView<ReceiptViewState, any ReceiptViewReceiver>?

  /// A factory that has made nothing yet.
  public init() {}

  /// Makes and keeps an address view.
  public func makeAddressView(
    _ presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("AddressView", presentation: presentation, receiver: receiver)
    address = view
    return view
  }

  /// Makes and keeps a review view.
  public func makeReviewView(
    _ presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("ReviewView", presentation: presentation, receiver: receiver)
    review = view
    return view
  }

  /// Makes and keeps a one-page view.
  public func makeOrderPageView(
    _ presentation: Presentation<OrderFormViewState>, receiver: any OrderFormViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("OrderPageView", presentation: presentation, receiver: receiver)
    page = view
    return view
  }

  /// Makes and keeps a receipt view.
  public func makeReceiptView(
    _ presentation: Presentation<ReceiptViewState>, receiver: any ReceiptViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("ReceiptView", presentation: presentation, receiver: receiver)
    receipt = view
    return view
  }
}

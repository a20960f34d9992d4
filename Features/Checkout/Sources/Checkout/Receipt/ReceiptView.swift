import Architecture

/// What the receipt shows, as text ready to display.
public struct ReceiptViewState: Equatable, Sendable {
  /// `Order 1001 placed`.
  public var title: String
  /// `order 1001: 2 lines, total $41.00`.
  public var summary: String
  /// Each line: `2 × Stoneware Mug  $17.00`, as label and total.
  public var lines: [Line]
  /// `$41.00`.
  public var total: String
  /// Where the order goes.
  public var shippingTo: String
  /// The payment: `paid $41.00 by card ending 4242 (reference CARD-4242-1768471200)`.
  public var payment: String

  /// One line of the order.
  public struct Line: Equatable, Sendable {
    /// `2 × Stoneware Mug`.
    public var label: String
    /// `$17.00`.
    public var total: String

    /// A line.
    public init(label: String, total: String) {
      self.label = label
      self.total = total
    }
  }

  /// A view state.
  public init(
    title: String, summary: String, lines: [Line], total: String, shippingTo: String,
    payment: String
  ) {
    self.title = title
    self.summary = summary
    self.lines = lines
    self.total = total
    self.shippingTo = shippingTo
    self.payment = payment
  }
}

/// What the customer does on the receipt.
@MainActor
public protocol ReceiptViewReceiver: AnyObject {
  /// The customer left the receipt: checkout is over.
  func didRequestBack()
}

/// Makes the receipt's view; ``CheckoutViewFactory`` refines it.
@MainActor
public protocol ReceiptViewFactory: Sendable {
  /// The view of the placed order.
  func makeReceiptView(
    _ presentation: Presentation<ReceiptViewState>, receiver: any ReceiptViewReceiver
  ) -> any ViewControllable
}

/// Makes checkout's views: what the app's UI target supplies through
/// ``CheckoutDependencies/checkoutViews``, terminal screens, printed lines or a SwiftUI view,
/// with no change to the feature.
@MainActor
public protocol CheckoutViewFactory: OrderFormViewFactory, ReceiptViewFactory {}

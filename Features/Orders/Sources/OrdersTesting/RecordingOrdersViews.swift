import Architecture
import ArchitectureTesting
import Orders

/// The orders' views for tests: each made as a `SpyView`, kept weakly, so a test plays the
/// customer through the receiver the orders gave their view and reads the presentation; and
/// the confirmations of placed orders, as said.
///
/// ```swift
/// let views = RecordingOrdersViews()
/// // ... the orders board runs with TestOrdersDependencies(views: views) ...
/// views.orders?.receiver?.didSelectOrder(id: 1001)
/// #expect(views.orderDetail?.presentation.viewState.name == "Order 1001")
/// ```
@MainActor
public final class RecordingOrdersViews: OrdersViewFactory {
  /// The last orders view made, while its feature runs.
  public private(set) weak var orders: SpyView<OrdersViewState, any OrdersViewReceiver>?
  /// The last order detail view made, while its feature runs.
  public private(set) weak var orderDetail:
    SpyView<OrderDetailViewState, any OrderDetailViewReceiver>?
  /// Every confirmation of a placed order, oldest first.
  public private(set) var announcements: [OrderPlacedViewState] = []

  /// A factory that has made nothing yet.
  public init() {}

  /// Makes and keeps an orders view.
  public func makeOrdersView(
    _ presentation: Presentation<OrdersViewState>, receiver: any OrdersViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("OrdersView", presentation: presentation, receiver: receiver)
    orders = view
    return view
  }

  /// Makes and keeps an order detail view.
  public func makeOrderDetailView(
    _ presentation: Presentation<OrderDetailViewState>, receiver: any OrderDetailViewReceiver
  ) -> any ViewControllable {
    let view = SpyView("OrderDetailView", presentation: presentation, receiver: receiver)
    orderDetail = view
    return view
  }

  /// Records the confirmation.
  public func announceOrderPlaced(_ confirmation: OrderPlacedViewState) {
    announcements.append(confirmation)
  }
}

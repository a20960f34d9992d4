import Architecture
import Orders
import TerminalUI

/// The orders' screens, for an app that runs full screen in the terminal: what the app hands
/// the orders as their view factory then.
public struct OrdersScreenFactory: OrdersViewFactory {
  private let notices: @MainActor @Sendable (String) -> Void

  /// The screens, presented on a navigation: a screen stack, or the app's shell.
  /// - Parameter notices: Shows a one-line notice for a while, such as on the window's status
  ///   line: where a placed order is confirmed, since the checkout's own screen shows the order.
  public init(notices: @escaping @MainActor @Sendable (String) -> Void) {
    self.notices = notices
  }

  /// An ``OrdersScreen``.
  public func makeOrdersView(
    _ presentation: Presentation<OrdersViewState>, receiver: any OrdersViewReceiver
  ) -> any ViewControllable {
    OrdersScreen(presentation: presentation, receiver: receiver)
  }

  /// An ``OrderDetailScreen``.
  public func makeOrderDetailView(
    _ presentation: Presentation<OrderDetailViewState>, receiver: any OrderDetailViewReceiver
  ) -> any ViewControllable {
    OrderDetailScreen(presentation: presentation, receiver: receiver)
  }

  /// Shows the confirmation as a notice.
  public func announceOrderPlaced(_ confirmation: OrderPlacedViewState) {
    notices(confirmation.message)
  }
}

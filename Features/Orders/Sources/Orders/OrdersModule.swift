import Architecture
import OrdersInterface

/// The orders feature's plugin: registers the ``OrdersInterface/BoardID/orders`` board and the
/// ``OrdersInterface/BoardID/orderPlaced`` confirmation. An app installs it with one line, given
/// its dependency solver.
///
/// The boards require no barrier: the history is the shop's, and an app that wants a signed-in
/// customer first guards it with `module.require(.signedIn, for: .orders)`.
public struct OrdersModule: ModulePlugin {
  private let dependencies: any OrdersDependencies

  /// Makes the plugin.
  /// - Parameter dependencies: What the orders feature needs; complete when the module is made.
  public init(dependencies: any OrdersDependencies) {
    self.dependencies = dependencies
  }

  /// Registers the orders board, which builds the feature with ``OrdersBuilder``, and the
  /// confirmation, which only says what it is handed and so needs no flow of its own.
  public func register(in module: inout ModuleRegistration) {
    let detail = OrderDetailBuilder(dependencies: OrderDetailComponent(parent: dependencies))
    let builder = OrdersBuilder(dependencies: dependencies, detail: AnyBuilder(detail))
    let views = dependencies.ordersViews
    module.board(.orders) { slot in OrdersBoard(slot: slot, builder: builder) }
    module.board(.orderPlaced) { slot in OrderPlacedBoard(slot: slot, views: views) }
  }
}

/// The orders board: it opens the orders if they are not open yet, and completes when the
/// customer leaves them, or fails with the feature's error (an ``OrdersInterface/OrdersError``
/// or a storage error). Its commands, and a second activation while the orders are open, reach
/// the running feature, which reads the orders again.
@MainActor
final class OrdersBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  private let builder: OrdersBuilder

  init(slot: BoardSlot<Never>, builder: OrdersBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: OrdersRequest) {
    // Open already: the customer stays where they are, and sees the orders as they are now.
    guard slot.flows.isEmpty else {
      slot.forward(OrdersCommand.refresh)
      return
    }
    let orders = builder.build(request) { [slot] in slot.relay($0) }
    slot.attach(orders.flow, presenting: orders.view)
  }

  func interact(_ command: OrdersCommand) {
    slot.forward(command)
  }
}

/// The confirmation of a placed order: it has the views say the order's line, and completes.
/// It has no logic of its own, so no flow or context, and nothing stays to be left.
@MainActor
final class OrderPlacedBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  private let views: any OrdersViewFactory

  init(slot: BoardSlot<Never>, views: any OrdersViewFactory) {
    self.slot = slot
    self.views = views
  }

  func activate(_ order: Order) {
    views.announceOrderPlaced(OrderPlacedViewState(order))
    slot.complete()
  }
}

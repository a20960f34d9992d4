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
  /// confirmation, which only shows what it is handed and so needs no flow of its own.
  public func register(in module: inout ModuleRegistration) {
    let builder = OrdersBuilder(dependencies: dependencies)
    let console = dependencies.console
    module.board(.orders) { slot in OrdersBoard(slot: slot, builder: builder) }
    module.board(.orderPlaced) { slot in
      OrderPlacedBoard(slot: slot) { OrdersConsoleView(console: console) }
    }
  }
}

/// The orders board: for each request it builds the orders feature and attaches its flow, and
/// completes when the feature has shown what was asked, or fails with the feature's error (an
/// ``OrdersInterface/OrdersError`` or a storage error).
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
    slot.attach(
      builder.build(request) { [slot] outcome in
        switch outcome {
        case .done: slot.complete()
        case .failed(let error): slot.fail(error)
        }
      })
  }
}

/// The confirmation of a placed order: it shows the order's line on a view it makes for the
/// activation and completes. It has no logic of its own, so no flow or context.
@MainActor
final class OrderPlacedBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  private let makeView: @MainActor () -> any OrdersView

  init(slot: BoardSlot<Never>, makeView: @escaping @MainActor () -> any OrdersView) {
    self.slot = slot
    self.makeView = makeView
  }

  func activate(_ order: Order) {
    makeView().show(OrdersViewState(placed: order))
    slot.complete()
  }
}

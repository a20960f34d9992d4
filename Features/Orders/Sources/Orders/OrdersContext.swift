import Architecture
import Core
import OrdersInterface

/// What the orders screen knows: the history, newest first.
struct OrdersState: Equatable, Sendable {
  var orders: [Order] = []
}

/// How the request the orders feature was built for ended.
enum OrdersOutcome {
  /// The history or the order was shown.
  case done
  /// Nobody is signed in, the customer has no such order (an ``OrdersInterface/OrdersError``),
  /// or the account or the history could not be read; nothing was shown.
  case failed(any Error)
}

/// The orders feature's logic, a presentable context: it shows the signed-in customer's history
/// on its view through
/// ``OrdersViewState``, or, for one order, has its flow attach the order detail, whose result it
/// passes on. An order the customer picks on the view is shown the same way.
@MainActor
final class OrdersContext: BaseContext, OrdersViewReceiver, OrderDetailListener {
  /// The flow, which attaches the order detail; set by the builder.
  weak var router: (any OrdersRouting)?
  /// The state; the view shows each value through ``OrdersViewState/init(_:)``.
  let state = StateContainer(OrdersState())
  private let request: OrdersRequest
  private let history: CustomerOrders
  private let logger: any Logger
  private let view: any OrdersView
  private let listener: @MainActor (OrdersOutcome) -> Void

  init(
    request: OrdersRequest, history: CustomerOrders, logger: any Logger, view: any OrdersView,
    listener: @escaping @MainActor (OrdersOutcome) -> Void
  ) {
    self.request = request
    self.history = history
    self.logger = logger
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    switch request {
    case .history:
      do {
        state.set(OrdersState(orders: try history.orders()))
      } catch {
        return fail(error)
      }
      state.subscribeOnMainActor(self) { context, state in
        context.view.show(OrdersViewState(state))
      }
      .store(in: cancellables)
      listener(.done)
    case .detail(let id):
      didSelectOrder(id: id)
    }
  }

  func didSelectOrder(id: Int) {
    guard isActive else { return }
    do {
      router?.showDetail(of: try history.order(id: id), listener: self)
    } catch {
      fail(error)
    }
  }

  func orderDetailDidFinish() {
    listener(.done)
  }

  func orderDetailDidFail(_ error: any Error) {
    fail(error)
  }

  private func fail(_ error: any Error) {
    logger.log(.info, "refused \(request): \(error)", source: "Orders")
    listener(.failed(error))
  }
}

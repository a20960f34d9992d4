import Architecture
import Core
import OrdersInterface

/// The orders feature's logic: when its flow starts, it shows the history, or finds the order
/// asked for and has its flow attach the order detail, whose result it passes on.
@MainActor
final class OrdersContext: AbstractContext, OrderDetailListener {
  /// The flow, which attaches the order detail; set by the builder.
  weak var router: (any OrdersRouting)?
  private let request: OrdersRequest
  private let history: any OrderHistory
  private let view: OrdersView
  private let logger: any Logger
  private weak var listener: (any OrdersListener)?

  init(
    request: OrdersRequest, history: any OrderHistory, view: OrdersView, logger: any Logger,
    listener: any OrdersListener
  ) {
    self.request = request
    self.history = history
    self.view = view
    self.logger = logger
    self.listener = listener
  }

  override func didActivate() {
    do {
      switch request {
      case .history:
        view.showHistory(try history.orders())
        listener?.ordersDidFinish()
      case .detail(let id):
        guard let order = try history.order(id: id) else { throw OrdersError.noSuchOrder(id) }
        router?.showDetail(of: order, listener: self)
      }
    } catch {
      fail(error)
    }
  }

  func orderDetailDidFinish() {
    listener?.ordersDidFinish()
  }

  func orderDetailDidFail(_ error: any Error) {
    fail(error)
  }

  private func fail(_ error: any Error) {
    logger.log(.info, "refused \(request): \(error)", source: "Orders")
    listener?.ordersDidFail(error)
  }
}

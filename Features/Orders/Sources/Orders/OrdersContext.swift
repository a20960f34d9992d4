import Architecture
import Core
import OrdersInterface

/// What the orders know: the customer's history, the order whose detail is shown over it, which
/// the orders' flow follows, and why the last read or pick failed.
struct OrdersState: Equatable, Sendable {
  /// The history, newest first; nil when only one order was asked for.
  var orders: [Order]?
  /// The order whose detail is shown.
  var detail: Order?
  /// Why the orders could not be read again, or the order picked could not be opened.
  var problem: String?
}

/// The orders feature's logic: it reads the signed-in customer's history, or the one order its
/// request names, as it starts, and opens an order's detail by setting it in the state, which
/// its flow follows. What the customer does arrives through ``OrdersViewReceiver``; what the
/// detail reports, through ``OrderDetailListener``; what the app sends, as a command its board
/// forwards (``OrdersInterface/OrdersCommand``).
///
/// Whatever cannot be read is said in place, on a view that stays: a screen shows it until the
/// customer leaves. When what the request asked for could not be shown at all, leaving ends
/// the feature with the error, so a command that asked for it fails with it (a line view
/// prints nothing then, and leaves at once).
@MainActor
final class OrdersContext: PresentableContext<OrdersState, OrdersViewState>, OrdersViewReceiver,
  OrderDetailListener, CommandHandler
{
  private let request: OrdersRequest
  private let history: CustomerOrders
  private let logger: any Logger
  private let listener: @MainActor (FeatureEvent<Never>) -> Void
  /// Why what the request asked for could not be shown; nil once it is.
  private var refusal: (any Error)?

  init(
    request: OrdersRequest, history: CustomerOrders, logger: any Logger,
    listener: @escaping @MainActor (FeatureEvent<Never>) -> Void
  ) {
    self.request = request
    self.history = history
    self.logger = logger
    self.listener = listener
    super.init(state: OrdersState(), transform: OrdersViewState.init)
  }

  /// Reads what the request names: reading only.
  override func didActivate() {
    open()
  }

  /// Carries out a command the board forwarded.
  func handle(_ command: OrdersCommand) {
    guard isActive else { return }
    switch command {
    case .refresh: refusal == nil ? refresh() : open()
    }
  }

  func didSelectOrder(id: Int) {
    guard isActive, state.value.detail == nil else { return }
    do {
      let order = try history.order(id: id)
      state.update {
        $0.detail = order
        $0.problem = nil
      }
    } catch {
      logger.log(.info, "refused order \(id): \(error)", source: "Orders")
      state.update { $0.problem = "\(error)" }
    }
  }

  func didRequestBack() {
    guard isActive, state.value.detail == nil else { return }
    listener(refusal.map { .failed($0) } ?? .finished)
  }

  func orderDetailDidLeave() {
    guard isActive else { return }
    state.update { $0.detail = nil }
    // Orders opened for one order have nothing left to show.
    if state.value.orders == nil { listener(.finished) }
  }

  func orderDetailDidFail(_ error: any Error) {
    guard isActive else { return }
    logger.log(.info, "could not show an order: \(error)", source: "Orders")
    if state.value.orders == nil { refusal = error }
    state.update {
      $0.detail = nil
      $0.problem = "\(error)"
    }
  }

  /// Reads what the request names, or says why it cannot.
  private func open() {
    do {
      switch request {
      case .history: state.set(OrdersState(orders: try history.orders()))
      case .detail(let id): state.set(OrdersState(detail: try history.order(id: id)))
      }
      refusal = nil
    } catch {
      logger.log(.info, "refused \(request): \(error)", source: "Orders")
      refusal = error
      state.set(OrdersState(orders: request == .history ? [] : nil, problem: "\(error)"))
    }
  }

  /// Reads the history and the order shown again. Someone else may be signed in now, or
  /// nobody: what the customer can no longer see goes, and the reason is said in its place.
  private func refresh() {
    var refreshed = state.value
    var failure: (any Error)?
    refreshed.problem = nil
    if refreshed.orders != nil {
      do {
        refreshed.orders = try history.orders()
      } catch {
        refreshed.orders = []
        failure = error
      }
    }
    if let shown = refreshed.detail {
      do {
        refreshed.detail = try history.order(id: shown.id)
      } catch {
        refreshed.detail = nil
        failure = failure ?? error
      }
    }
    if let failure {
      logger.log(.info, "could not read the orders again: \(failure)", source: "Orders")
      refreshed.problem = "\(failure)"
      // Orders opened for one order that can no longer be shown have shown nothing.
      if refreshed.orders == nil { refusal = failure }
    }
    state.set(refreshed)
  }
}

import Architecture
import OrdersInterface

/// The orders feature's node in the flow tree. It follows its context's state: while the state
/// names an order, that order's detail is attached as a child, its view presented over the
/// orders'; when the state lets it go, the detail is detached and its view dismissed. The
/// context never holds its flow, so no router is wired after the fact.
@MainActor
final class OrdersFlow: Flow {
  private let orders: OrdersContext
  private let detail: AnyBuilder<Order, any OrderDetailListener, PresentableFeature>
  private var following: Subscription?
  /// The number of the order whose detail is attached: the flow's only child.
  private var shown: Int?

  /// - Parameters:
  ///   - context: The orders' context, whose state the flow follows.
  ///   - detail: Builds the order detail, whose view goes where the orders' children go: on
  ///     the orders' own stack.
  init(
    context: OrdersContext, detail: AnyBuilder<Order, any OrderDetailListener, PresentableFeature>
  ) {
    orders = context
    self.detail = detail
    super.init(context: context)
  }

  override func didStart() {
    following = orders.state.subscribeOnMainActor(self) { flow, state in
      flow.showDetail(of: state.detail)
    }
  }

  override func willEnd() {
    following?.cancel()
  }

  /// The customer left the detail through the navigation (back): the orders let it go, as
  /// when the detail leaves by itself.
  override func navigationDidRemoveView(of child: Flow) {
    shown = nil
    super.navigationDidRemoveView(of: child)
    orders.orderDetailDidLeave()
  }

  private func showDetail(of order: Order?) {
    guard order?.id != shown else { return }
    shown = nil
    detachAllChildren()
    guard let order, let navigation else { return }
    let feature = detail.build(order, listener: orders)
    shown = order.id
    attach(feature.flow, presenting: feature.view, on: navigation)
  }
}

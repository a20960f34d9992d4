import Architecture
import CartInterface
import Core

/// Builds the root of the app's flow tree: its context keeps the prompt's cart count from the
/// cart's channel, its worker tells the services the app started and is ending, and the app's
/// motherboard is its child, so every board and feature flow lives below it.
///
/// The root has two outputs, so it builds a feature graph: the flow the app launches, and the
/// item count the command line's prompt observes.
@MainActor
struct ShopRootBuilder: Builder {
  let dependencies: ShopDependencies

  func build(_ motherboard: Motherboard, listener: Void)
    -> FeatureGraph<Flow, StateContainer<Int>>
  {
    let itemCount = (try? dependencies.cart.contents().itemCount) ?? 0
    let context = ShopContext(cartChanges: dependencies.cartChanges, itemCount: itemCount)
    let flow = Flow(
      context: context,
      workers: [ShopLifecycle(observers: dependencies.lifecycleObservers)])
    flow.attach(motherboard)
    return FeatureGraph(flow: flow, interface: context.itemCount)
  }
}

/// The root flow's logic: while active, it keeps the number of items in the cart from the
/// cart's channel, so the prompt can show it without asking the cart.
@MainActor
final class ShopContext: BaseContext {
  /// The number of items in the cart, as last announced.
  let itemCount: StateContainer<Int>
  private let cartChanges: Channel<CartChanged>

  init(cartChanges: Channel<CartChanged>, itemCount: Int) {
    self.cartChanges = cartChanges
    self.itemCount = StateContainer(itemCount)
  }

  override func didActivate() {
    cartChanges.subscribeOnMainActor(self) { context, event in
      context.itemCount.set(event.itemCount)
    }
    .store(in: cancellables)
  }
}

/// Tells the services that want it when the app starts and ends: a worker of the root flow,
/// so it starts with the app's tree, before any board, and stops when the tree shuts down,
/// after every board ended.
@MainActor
final class ShopLifecycle: Worker {
  private let observers: [any AppLifecycleObserver]

  init(observers: [any AppLifecycleObserver]) {
    self.observers = observers
  }

  func start() {
    for observer in observers { observer.appDidStart() }
  }

  func stop() {
    for observer in observers.reversed() { observer.appWillEnd() }
  }
}

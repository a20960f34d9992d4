import AccountInterface
import Architecture
import CartInterface
import Core
import OrdersInterface

/// What the app shows of its state wherever the customer is: the number of items in the cart
/// (the prompt, the status line) and who is signed in (the status line), each as the features
/// last announced it.
struct ShopStatus: Sendable {
  let itemCount: StateContainer<Int>
  let customer: StateContainer<User?>
}

/// Builds the root of the app's flow tree: its context keeps the app's status from the cart's
/// and the account's channels, its workers tell the services the app started and is ending and
/// follow what other processes change in the stores,
/// and the app's motherboard is its child, so every board and feature flow lives below it.
///
/// The root has two outputs, so it builds a feature graph: the flow the app launches, and the
/// status the prompt and the status line observe.
@MainActor
struct ShopRootBuilder: Builder {
  let dependencies: ShopDependencies

  func build(_ motherboard: Motherboard, listener: Void) -> FeatureGraph<Flow, ShopStatus> {
    let context = ShopContext(
      cartChanges: dependencies.cartChanges, signInChanges: dependencies.signInChanges,
      itemCount: (try? dependencies.cart.contents().itemCount) ?? 0,
      customer: try? dependencies.account.currentUser(), motherboard: motherboard)
    let watcher = StoreWatcher(
      cart: dependencies.cart, account: dependencies.account,
      cartChanges: dependencies.cartChanges, signInChanges: dependencies.signInChanges)
    let flow = Flow(
      context: context,
      workers: [ShopLifecycle(observers: dependencies.lifecycleObservers), watcher])
    flow.attach(motherboard)
    return FeatureGraph(
      flow: flow, interface: ShopStatus(itemCount: context.itemCount, customer: context.customer))
  }
}

/// The root flow's logic: while active, it keeps the number of items in the cart and the
/// signed-in customer from the features' channels, so the prompt and the status line show them
/// without asking the cart or the account; and when the customer changes, open orders read
/// the history again, the new customer's.
@MainActor
final class ShopContext: BaseContext {
  /// The number of items in the cart, as last announced.
  let itemCount: StateContainer<Int>
  /// The signed-in customer, as last announced.
  let customer: StateContainer<User?>
  private let cartChanges: Channel<CartChanged>
  private let signInChanges: Channel<SignInChanged>
  private weak var motherboard: Motherboard?

  init(
    cartChanges: Channel<CartChanged>, signInChanges: Channel<SignInChanged>, itemCount: Int,
    customer: User?, motherboard: Motherboard?
  ) {
    self.cartChanges = cartChanges
    self.signInChanges = signInChanges
    self.motherboard = motherboard
    self.itemCount = StateContainer(itemCount)
    self.customer = StateContainer(customer)
  }

  override func didActivate() {
    cartChanges.subscribeOnMainActor(self) { context, event in
      context.itemCount.set(event.itemCount)
    }
    .store(in: cancellables)
    signInChanges.subscribeOnMainActor(self) { context, event in
      guard event.user != context.customer.value else { return }
      context.customer.set(event.user)
      if let orders = context.motherboard?.io(.orders), orders.isActive { orders.send(.refresh) }
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

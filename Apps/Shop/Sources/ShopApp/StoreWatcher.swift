import AccountInterface
import Architecture
import CartInterface

/// Follows what other processes change in the data folder: a worker of the app's root flow
/// that re-reads the cart and who is signed in twice a second while the app runs, and
/// announces a change it finds on the features' channels, as the stores announce their own.
/// So an open cart, the account and the status line show another window's change within a
/// second, and what the customer does next is an operation on the stored state.
///
/// It announces only what differs from what it last read or heard on the channels, so a
/// change this process made is not announced twice.
@MainActor
final class StoreWatcher: Worker {
  /// How often the stores are read.
  static let interval: Duration = .milliseconds(500)

  private let cart: any CartService
  private let account: any CurrentUserProviding
  private let cartChanges: Channel<CartChanged>
  private let signInChanges: Channel<SignInChanged>
  private var lastCart: CartContents?
  private var lastUser: User??
  private var polling: Task<Void, Never>?
  private var subscriptions: [Subscription] = []

  init(
    cart: any CartService, account: any CurrentUserProviding,
    cartChanges: Channel<CartChanged>, signInChanges: Channel<SignInChanged>
  ) {
    self.cart = cart
    self.account = account
    self.cartChanges = cartChanges
    self.signInChanges = signInChanges
  }

  func start() {
    lastCart = try? cart.contents()
    lastUser = .some(try? account.currentUser())
    subscriptions = [
      cartChanges.subscribeOnMainActor(self) { watcher, _ in
        watcher.lastCart = try? watcher.cart.contents()
      },
      signInChanges.subscribeOnMainActor(self) { watcher, change in
        watcher.lastUser = .some(change.user)
      },
    ]
    polling = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: Self.interval)
        guard !Task.isCancelled else { return }
        self?.readStores()
      }
    }
  }

  func stop() {
    polling?.cancel()
    for subscription in subscriptions { subscription.cancel() }
  }

  /// Reads the stores and announces what another process changed.
  func readStores() {
    if let contents = try? cart.contents(), contents != lastCart {
      lastCart = contents
      cartChanges.send(CartChanged(contents))
    }
    guard let user = try? Optional(account.currentUser()), lastUser != .some(user) else { return }
    lastUser = .some(user)
    signInChanges.send(SignInChanged(user: user))
  }
}

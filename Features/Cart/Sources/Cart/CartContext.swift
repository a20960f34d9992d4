import Architecture
import CartInterface
import CatalogInterface
import Core

/// What the cart knows: the contents, what the last change did, and why the customer's last
/// change was refused.
struct CartState: Equatable, Sendable {
  var contents = CartContents()
  var change: String?
  var problem: String?
}

/// The cart feature's logic: it reads the cart as it starts and then shows what the cart's
/// channel says each change left, carries out the requests its board forwards (a command, or a
/// route from another feature), and the changes the customer makes on its view
/// (``CartViewReceiver``). A refused request ends the cart with the error; a refused change on
/// the view is said there, and the cart stays.
@MainActor
final class CartContext: PresentableContext<CartState, CartViewState>, CartViewReceiver,
  CommandHandler
{
  private let cart: any CartService
  private let changes: Channel<CartChanged>
  private let logger: any Logger
  private let listener: @MainActor (FeatureEvent<CartOutput>) -> Void

  init(
    cart: any CartService, changes: Channel<CartChanged>, logger: any Logger,
    listener: @escaping @MainActor (FeatureEvent<CartOutput>) -> Void
  ) {
    self.cart = cart
    self.changes = changes
    self.logger = logger
    self.listener = listener
    super.init(state: CartState(), transform: CartViewState.init)
  }

  /// Reads the cart, and follows its changes while open: reading only.
  override func didActivate() {
    do {
      state.set(CartState(contents: try cart.contents()))
    } catch {
      return refuse(.show, error)
    }
    changes.subscribeOnMainActor(self) { context, change in context.follow(change) }
      .store(in: cancellables)
  }

  /// Carries out a request the board forwarded: the customer's command.
  func handle(_ request: CartRequest) {
    guard isActive else { return }
    do {
      state.set(try carryOut(request))
    } catch {
      refuse(request, error)
    }
  }

  func didChangeQuantity(of sku: SKU, to quantity: Int) {
    change(.setQuantity(sku, quantity: quantity))
  }

  func didStep(_ sku: SKU, by step: Int) {
    guard isActive else { return }
    do {
      let stored = try cart.contents().lines.first { $0.sku == sku }?.quantity ?? 0
      if step > 0 {
        state.set(CartState(contents: try cart.add(sku, quantity: step)))
      } else if stored + step >= 1 {
        state.set(CartState(contents: try cart.setQuantity(stored + step, for: sku)))
      }
    } catch {
      logger.log(.info, "refused a step of \(step) on \(sku): \(error)", source: "Cart")
      state.update { $0.problem = "\(error)" }
    }
  }

  func didRemove(_ sku: SKU) {
    change(.remove(sku))
  }

  func didRequestCheckout() {
    guard isActive, !state.value.contents.isEmpty else { return }
    listener(.output(.checkOut))
  }

  func didRequestBack() {
    guard isActive else { return }
    listener(.finished)
  }

  /// A change made on the view: a refusal is shown there, and the cart stays open.
  private func change(_ request: CartRequest) {
    guard isActive else { return }
    do {
      state.set(try carryOut(request))
    } catch {
      logger.log(.info, "refused \(request): \(error)", source: "Cart")
      state.update { $0.problem = "\(error)" }
    }
  }

  private func carryOut(_ request: CartRequest) throws -> CartState {
    switch request {
    case .show:
      CartState(contents: try cart.contents())
    case .add(let sku, let quantity):
      CartState(
        contents: try cart.add(sku, quantity: quantity), change: "Added \(quantity) × \(sku).")
    case .setQuantity(let sku, let quantity):
      CartState(contents: try cart.setQuantity(quantity, for: sku))
    case .remove(let sku):
      CartState(contents: try cart.remove(sku), change: "Removed \(sku).")
    }
  }

  /// Shows the cart as a change left it, in this process or another, keeping what the last
  /// change said; the event carries the contents, so nothing is read again.
  private func follow(_ change: CartChanged) {
    guard change.contents != state.value.contents else { return }
    state.update { $0.contents = change.contents }
  }

  private func refuse(_ request: CartRequest, _ error: any Error) {
    logger.log(.info, "refused \(request): \(error)", source: "Cart")
    listener(.failed(error))
  }
}

import Architecture
import CartInterface
import Core

/// What the cart screen knows: the contents, and a line saying what the last change did.
struct CartState: Equatable, Sendable {
  var contents = CartContents()
  var change: String?
}

/// How the request the cart was built for ended.
enum CartOutcome {
  /// The request was carried out and the cart shown.
  case done
  /// The request was refused (a `CartError`) or the cart could not be read or written; nothing
  /// was shown and the cart is unchanged.
  case refused(any Error)
}

/// The cart feature's logic, a presentable context: it owns the cart's state, carries out
/// requests on the cart, and shows the state on its view through ``CartViewState``.
///
/// The request it was built for is carried out when its flow starts; the view is shown the
/// state once that worked, then every change the customer makes through the view
/// (``CartViewReceiver``) while the flow runs.
@MainActor
final class CartContext: BaseContext, CartViewReceiver {
  /// The state; the view shows each value through ``CartViewState/init(_:)``.
  let state = StateContainer(CartState())
  private let request: CartRequest
  private let cart: any CartService
  private let logger: any Logger
  private let view: any CartView
  private let listener: @MainActor (CartOutcome) -> Void

  init(
    request: CartRequest, cart: any CartService, logger: any Logger, view: any CartView,
    listener: @escaping @MainActor (CartOutcome) -> Void
  ) {
    self.request = request
    self.cart = cart
    self.logger = logger
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    guard carryOut(request) else { return }
    state.subscribeOnMainActor(self) { context, state in
      context.view.show(CartViewState(state))
    }
    .store(in: cancellables)
    listener(.done)
  }

  func didRequest(_ request: CartRequest) {
    guard isActive else { return }
    carryOut(request)
  }

  /// Carries out a request and stores the result; a refusal is logged and reported.
  /// - Returns: Whether the request was carried out.
  @discardableResult
  private func carryOut(_ request: CartRequest) -> Bool {
    do {
      state.set(try change(for: request))
      return true
    } catch {
      logger.log(.info, "refused \(request): \(error)", source: "Cart")
      listener(.refused(error))
      return false
    }
  }

  private func change(for request: CartRequest) throws -> CartState {
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
}

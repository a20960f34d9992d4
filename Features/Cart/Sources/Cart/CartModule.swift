import Architecture
import CartInterface

/// The cart feature's plugin: registers the ``CartInterface/BoardID/cart`` board. An app
/// installs it with one line, given its dependency solver.
public struct CartModule: ModulePlugin {
  private let dependencies: any CartDependencies

  /// Makes the plugin.
  /// - Parameter dependencies: What the cart feature needs; complete when the module is made.
  public init(dependencies: any CartDependencies) {
    self.dependencies = dependencies
  }

  /// Registers the cart board, which builds the feature with ``CartBuilder``.
  public func register(in module: inout ModuleRegistration) {
    let builder = CartBuilder(dependencies: dependencies)
    module.board(.cart) { slot in CartBoard(slot: slot, builder: builder) }
  }
}

/// The cart board, glue between the motherboard and the feature: it opens the cart if it is
/// not open yet and forwards it the request, a change to carry out; it sends out the customer's
/// wish to check out, and completes when the customer leaves the cart, or fails with the
/// feature's error.
@MainActor
final class CartBoard: Board {
  typealias Output = CartOutput
  private let slot: BoardSlot<CartOutput>
  private let builder: CartBuilder

  init(slot: BoardSlot<CartOutput>, builder: CartBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: CartRequest) {
    if slot.flows.isEmpty {
      let cart = builder.build { [slot] in slot.relay($0) }
      slot.attach(cart.flow, presenting: cart.view)
    }
    if request != .show { slot.forward(request) }
  }
}

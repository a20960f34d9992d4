/// A board that runs a sub-flow of boards on a motherboard of its own, from Boardy's
/// `ContinuousBoard`.
///
/// The nested motherboard is made on first use of ``subflow``, configured once by
/// ``registerSubflow(on:)``, attached under the board's node, and ended when the board
/// completes. There is one per board life: after completion, ``subflow`` returns the same
/// motherboard, ended, which refuses activations; nothing is made or registered again. Boards
/// the nested motherboard does not register are looked up on the outer one (with the barriers
/// that guard them there), but each activation makes its board inside the sub-flow.
///
/// The shop's checkout board (its receipt board left out here) registers the sub-flow's own
/// boards; the checkout it attaches activates them, and the outer motherboard's payment board,
/// through ``subflow``, and forwards the board's commands to the checkout (``CommandHandler``):
/// ```swift
/// final class CheckoutBoard: ContinuousBoard {
///   typealias Output = Order
///   let slot: BoardSlot<Order>
///   private let builder: CheckoutBuilder
///   init(slot: BoardSlot<Order>, builder: CheckoutBuilder) {
///     self.slot = slot
///     self.builder = builder
///   }
///   func registerSubflow(on motherboard: Motherboard) {
///     let orderForm = builder.orderForm
///     motherboard.register(.orderForm) { OrderFormBoard(slot: $0, builder: orderForm) }
///   }
///   func activate(_ request: CheckoutRequest) {
///     guard slot.flows.isEmpty else { return }  // a checkout runs: this activation joins it
///     slot.attach(
///       builder.build((request, subflow)) { [slot] outcome in
///         switch outcome {
///         case .placed(let order):
///           slot.send(order)
///           slot.complete()
///         case .failed(let error):
///           slot.fail(error)
///         }
///       })
///   }
///   func interact(_ command: CheckoutCommand) {
///     if slot.forward(command) == 0 { slot.fail(CheckoutError.cancelled) }  // none runs
///   }
/// }
/// ```
@MainActor
public protocol ContinuousBoard: Board {
  /// The board's slot, kept from its factory.
  var slot: BoardSlot<Output> { get }

  /// Registers the sub-flow's boards, barriers and routes on the nested motherboard.
  /// - Parameter motherboard: The nested motherboard, not started yet.
  func registerSubflow(on motherboard: Motherboard)
}

extension ContinuousBoard {
  /// The nested motherboard, made and configured on first use; the same one for the board's
  /// whole life, ended once the board completed.
  public var subflow: Motherboard {
    slot.nestedMotherboard(configure: registerSubflow(on:))
  }
}

import AccountInterface
import Architecture
import CheckoutInterface
import PaymentsInterface

/// The checkout feature's plugin: registers the ``CheckoutInterface/BoardID/checkout`` board,
/// guarded by the signed-in barrier, and declares the `checkout` flag that chooses its layout.
///
/// The board's sub-flow asks how to pay and pays through the payments' boards, so launching an
/// app without the module that registers them fails at once, naming this module.
public struct CheckoutModule: ModulePlugin {
  private let dependencies: any CheckoutDependencies

  /// Makes the plugin.
  /// - Parameter dependencies: What checkout needs; complete when the module is made.
  public init(dependencies: any CheckoutDependencies) {
    self.dependencies = dependencies
  }

  /// The ``Architecture/FlagDefinition/checkout`` flag.
  public static let flags: [FlagDefinition] = [.checkout]

  /// Chooses the order form's builder from the resolved flags with ``CheckoutLayout``, then
  /// registers the checkout board, given that builder for its child.
  public func register(in module: inout ModuleRegistration) {
    let orderForms = CheckoutLayout.orderForms(OrderFormComponent(parent: dependencies))
    dependencies.logger.log(
      .debug, "checkout layout \(orderForms.chosenKey(module.flags))", source: "Checkout")
    let builder = CheckoutBuilder(
      dependencies: dependencies, orderForm: orderForms.chosen(module.flags))
    module.uses(AnyBoardID(.payment))
    module.uses(AnyBoardID(.paymentMethod))
    module.board(.checkout, requires: [.signedIn]) { slot in
      CheckoutBoard(slot: slot, builder: builder)
    }
  }
}

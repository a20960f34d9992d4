import AccountInterface
import Architecture
import CheckoutInterface
import PaymentsInterface

/// The checkout feature's plugin: registers the ``CheckoutInterface/BoardID/checkout`` board,
/// guarded by the signed-in barrier, and declares the `checkout` flag that chooses its layout.
///
/// The board's sub-flow pays through the payment board, so launching an app without the module
/// that registers it fails at once, naming this module.
public struct CheckoutModule: ModulePlugin {
  private let dependencies: any CheckoutDependencies

  /// Makes the plugin.
  /// - Parameter dependencies: What checkout needs; complete when the module is made.
  public init(dependencies: any CheckoutDependencies) {
    self.dependencies = dependencies
  }

  /// The `checkout` flag.
  public static let flags: [FlagDefinition] = [.checkout]

  /// Registers the checkout board with the order form the flags choose.
  public func register(in module: inout ModuleRegistration) {
    let component = CheckoutComponent(parent: dependencies)
    let orderForm = CheckoutLayouts.makeList(component: component).chosen(module.flags)
    let receipt = ReceiptBuilder(dependencies: component)
    module.uses(AnyBoardID(.payment))
    module.board(.checkout, requires: [.signedIn]) { slot in
      CheckoutBoard(slot: slot, orderForm: orderForm, receipt: receipt)
    }
  }
}

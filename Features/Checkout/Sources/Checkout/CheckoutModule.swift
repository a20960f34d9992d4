import AccountInterface
import Architecture
import CheckoutInterface
import PaymentsInterface

extension FlagDefinition {
  /// Chooses how checkout asks for the order: `steps` (the default) reviews the cart, then the
  /// address, one step after the other; `one-page` shows the whole order at once.
  public static let checkout = FlagDefinition(
    "checkout", allowedValues: ["steps", "one-page"], defaultValue: "steps",
    summary: "checkout layout: steps reviews cart then address, one-page shows the whole order")
}

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

  /// Registers the checkout board, with the order form the flags choose.
  public func register(in module: inout ModuleRegistration) {
    let builder = CheckoutBuilder(
      dependencies: dependencies,
      orderForm: Self.layouts(CheckoutComponent(parent: dependencies)).chosen(module.flags))
    module.uses(AnyBoardID(.payment))
    module.board(.checkout, requires: [.signedIn]) { slot in
      CheckoutBoard(slot: slot, builder: builder)
    }
  }

  /// The order-form builders as a plugin list, an A/B experiment on the `checkout` flag: the
  /// step-by-step form is the default; `one-page` is enabled when the flag says so.
  static func layouts(_ component: CheckoutComponent)
    -> PluginListWithDefault<String, FlagValues, OrderFormBuilder>
  {
    PluginListWithDefault(
      defaultKey: "steps", default: { AnyBuilder(StepsOrderFormBuilder(dependencies: component)) },
      plugins: [
        "one-page": AnyPlugin(
          isEnabled: { $0[.checkout] == "one-page" },
          make: { AnyBuilder(OnePageOrderFormBuilder(dependencies: component)) })
      ])
  }
}

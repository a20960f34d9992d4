import Architecture
import CheckoutInterface

extension FlagDefinition {
  /// Chooses how checkout asks for the order: `steps` (the default) reviews the cart, then the
  /// address, one step after the other; `one-page` shows the whole order at once.
  public static let checkout = FlagDefinition(
    "checkout", allowedValues: ["steps", "one-page"], defaultValue: "steps",
    summary: "checkout layout: steps reviews cart then address, one-page shows the whole order")
}

/// The order-form builders as a plugin list, an A/B experiment on the `checkout` flag: the
/// step-by-step form is the default; `one-page` is enabled when the flag says so.
@MainActor
enum CheckoutLayouts {
  /// What the list makes: the builder of the order form.
  typealias OrderFormBuilder = AnyBuilder<CheckoutRequest, any OrderFormListener, Flow>

  /// The list, keyed `steps` (the default) and `one-page`.
  static func makeList(component: CheckoutComponent)
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

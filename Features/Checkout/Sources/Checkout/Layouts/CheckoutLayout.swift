import Architecture

/// The values of the `checkout` flag, one of the app's A/B experiments, and the keys of the
/// order form layouts' plugin list: `steps` (the default) asks the address, how to pay, then
/// shows the review to confirm, one screen after the other; `one-page` shows the address, how
/// to pay and the review together.
public enum CheckoutLayout: String, CaseIterable, Sendable {
  /// ``StepsLayout``.
  case steps
  /// ``OnePageLayout``.
  case onePage = "one-page"

  /// The layout the flags choose.
  /// - Parameter flags: The resolved flags; the `checkout` flag's value is always one of these.
  public init(_ flags: FlagValues) {
    self = CheckoutLayout(rawValue: flags[.checkout]) ?? .steps
  }

  /// The order form's builders as a plugin list keyed by these values: the one-page form's is
  /// chosen when the flag says `one-page`, the default steps form's otherwise, so the list
  /// always answers. ``CheckoutModule`` chooses from it once, when it registers, and gives
  /// checkout the builder chosen.
  /// - Parameter dependencies: What the order forms need.
  @MainActor
  static func orderForms(
    _ dependencies: any OrderFormDependencies
  ) -> PluginListWithDefault<CheckoutLayout, FlagValues, any OrderFormBuilding> {
    PluginListWithDefault(
      defaultKey: .steps,
      default: { OrderFormBuilder(dependencies: dependencies, layout: StepsLayout()) },
      plugins: [
        .onePage: AnyPlugin(
          isEnabled: { CheckoutLayout($0) == .onePage },
          make: { OrderFormBuilder(dependencies: dependencies, layout: OnePageLayout()) })
      ])
  }
}

extension FlagDefinition {
  /// Chooses how checkout asks for the order: one of the ``CheckoutLayout``s, `steps` by default.
  public static let checkout = FlagDefinition(
    "checkout", allowedValues: CheckoutLayout.allCases.map(\.rawValue),
    defaultValue: CheckoutLayout.steps.rawValue,
    summary: "checkout layout: steps reviews cart then address, one-page shows the whole order")
}

import Architecture

/// The shop's payment methods: a kit `PluginList` keyed by method (`"card"`, `"invoice"`, the
/// values of `PaymentInstrument.methodKey`), in the order shown to customers. Each plugin is
/// enabled when its method is available in a ``PaymentState`` and makes the builder of its
/// method's step, handing that builder the solver it derives from the payments feature's own.
///
/// To add a method, write its step (builder, flow, context, listener, dependencies and
/// component, and the payments context's conformance to its listener) and add one entry to the
/// list below.
@MainActor
public struct PaymentMethodPlugins {
  /// What ``choose(_:in:)`` found for a method.
  enum Choice {
    /// The method is available; this builds its step.
    case step(PaymentStepBuilder)
    /// The method does not exist or cannot be used; the reason is for the customer.
    case unavailable(String)
  }

  private let list: PluginList<String, PaymentState, PaymentStepBuilder>

  /// Makes the list. The steps' solvers are derived from `dependencies`, with `references`.
  /// - Parameters:
  ///   - dependencies: The payments feature's dependencies.
  ///   - references: Numbers the receipts of every method; share one per app run.
  public init(
    dependencies: any PaymentsDependencies, references: ReferenceSequence = ReferenceSequence()
  ) {
    list = PluginList([
      "card": AnyPlugin(
        PaymentMethodPlugin(rule: CardPaymentMethod.unavailability(in:)) { attempt, payments in
          CardPaymentBuilder(
            dependencies: CardPaymentComponent(parent: dependencies, references: references)
          ).build(attempt, listener: payments)
        }),
      "invoice": AnyPlugin(
        PaymentMethodPlugin(rule: InvoicePaymentMethod.unavailability(in:)) { attempt, payments in
          InvoicePaymentBuilder(
            dependencies: InvoicePaymentComponent(parent: dependencies, references: references)
          ).build(attempt, listener: payments)
        }),
    ])
  }

  /// Every method's key, in order, available or not: `["card", "invoice"]`.
  public var keys: [String] { list.keys }

  /// The keys of the methods available in `state`, in order, for example `["card"]` while
  /// nobody is signed in.
  /// - Parameter state: The signed-in customer and the configuration.
  /// - Returns: The keys of the enabled plugins.
  public func availableMethods(in state: PaymentState) -> [String] {
    list.orderedKeys(state).filter { list.plugin(key: $0)?.isEnabled(state) == true }
  }

  /// Why a method cannot be used in `state`.
  /// - Parameters:
  ///   - method: A method's key.
  ///   - state: The signed-in customer and the configuration.
  /// - Returns: A reason for the customer, or `nil` when the method is available.
  public func unavailability(of method: String, in state: PaymentState) -> String? {
    guard let plugin = list.plugin(key: method) else {
      return "there is no payment method '\(method)' (known: \(keys.joined(separator: ", ")))"
    }
    return plugin.make().unavailability(in: state)
  }

  /// The builder of the step for `method`, made by its plugin when the plugin is enabled in
  /// `state`; otherwise the reason.
  func choose(_ method: String, in state: PaymentState) -> Choice {
    if let step = list.create(key: method, state: state) { return .step(step) }
    return .unavailable(
      unavailability(of: method, in: state) ?? "the \(method) method is not available")
  }
}

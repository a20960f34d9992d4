import Architecture
import Core
import PaymentsInterface

/// Takes payments by handing each request to the payment method its instrument names.
///
/// The methods come from a kit ``PluginList`` of ``PaymentMethod``s. Plugins are main-actor
/// isolated while ``PaymentProcessing`` may be called from anywhere, so the router takes each
/// plugin's method once, when it is made, and for every request evaluates the same rule the
/// plugin does (``PaymentMethod/unavailability(in:)``) against the state at that moment: the
/// user signed in now and the configured invoice domains.
public struct PaymentRouter: PaymentProcessing {
  private let methods: [(key: String, method: any PaymentMethod)]
  private let dependencies: any PaymentsDependencies

  /// Creates a router over the methods of `plugins`, in the list's order.
  /// - Parameters:
  ///   - plugins: The payment-method plugins, keyed by method key.
  ///   - dependencies: Where the current state and the logger come from.
  @MainActor
  public init(plugins: PaymentMethods.List, dependencies: any PaymentsDependencies) {
    methods = plugins.keys.compactMap { key in plugins.plugin(key: key).map { (key, $0.make()) } }
    self.dependencies = dependencies
  }

  /// The keys of the methods usable now, in the list's order, for example `["card"]`.
  public func availableMethods() -> [String] {
    let state = PaymentState.current(dependencies)
    return methods.filter { $0.method.unavailability(in: state) == nil }.map(\.key)
  }

  /// Takes the payment with the method named by `request.instrument.methodKey`.
  /// - Returns: The receipt.
  /// - Throws: ``PaymentError/methodUnavailable(_:)`` when no method has that key or the method
  ///   is not enabled now (saying why); otherwise what the method throws.
  public func pay(_ request: PaymentRequest) throws(PaymentError) -> PaymentReceipt {
    let key = request.instrument.methodKey
    guard let method = methods.first(where: { $0.key == key })?.method else {
      let known = methods.map(\.key).joined(separator: ", ")
      throw .methodUnavailable("there is no payment method '\(key)' (known: \(known))")
    }
    let state = PaymentState.current(dependencies)
    if let reason = method.unavailability(in: state) {
      dependencies.logger.log(.warning, "refused \(key): \(reason)", source: "Payments")
      throw .methodUnavailable(reason)
    }
    return try method.pay(request, in: state)
  }
}

import Architecture
import PaymentsInterface

/// The payments flow's business logic: it holds the router and the plugin list it came from.
@MainActor
public final class PaymentsContext: Context {
  /// The router other features pay through.
  public let router: PaymentRouter
  /// The payment-method plugins.
  public let plugins: PaymentMethods.List
  private let dependencies: any PaymentsDependencies

  /// Creates a context over `plugins`.
  public init(plugins: PaymentMethods.List, dependencies: any PaymentsDependencies) {
    self.plugins = plugins
    self.dependencies = dependencies
    router = PaymentRouter(plugins: plugins, dependencies: dependencies)
  }

  /// The keys of every plugin enabled in the current state, in the list's order.
  public func availableMethods() -> [String] {
    plugins.allEnabled(PaymentState.current(dependencies)).map(\.key)
  }

  /// Nothing to start: payments hold no state between requests.
  public func activate() {}

  /// Nothing to stop.
  public func deactivate() {}
}

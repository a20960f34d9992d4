import Architecture
import CheckoutInterface
import Core

/// Builds the checkout feature from its dependencies.
///
/// ```swift
/// let builder = CheckoutBuilder(dependencies: solver)
/// let flow = builder.build(listener: shopContext, id: "checkout")
/// ```
@MainActor
public struct CheckoutBuilder: Builder {
  private let dependencies: any CheckoutDependencies

  /// Creates a builder that will use `dependencies`.
  /// - Parameter dependencies: The cart, payments, order history and current user, through their
  ///   interfaces, and the shared services.
  public init(dependencies: any CheckoutDependencies) {
    self.dependencies = dependencies
  }

  /// Makes a new checkout flow, ready to be attached.
  /// - Parameters:
  ///   - listener: Hears each completed step and the placed order; held weakly.
  ///   - id: Identifies this checkout in logs.
  /// - Returns: The flow to attach while checkout runs.
  public func build(listener: any CheckoutListener, id: String) -> CheckoutFlow {
    dependencies.logger.log(.debug, "building checkout \(id)", source: "Checkout")
    return CheckoutFlow(context: CheckoutContext(dependencies: dependencies, listener: listener))
  }
}

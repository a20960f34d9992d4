/// A builder output with two parts: the flow to attach and an interface for other features.
///
/// Use it when a feature hands out more than its flow, for example a read-only query interface
/// that other features receive through their dependencies. Declare a struct of your own when a
/// feature has more outputs than these two.
///
/// The shop's root: the flow the app launches, and the cart count the prompt observes.
/// ```swift
/// struct ShopRootBuilder: Builder {
///   let dependencies: ShopDependencies
///   func build(_ motherboard: Motherboard, listener: Void)
///     -> FeatureGraph<Flow, StateContainer<Int>>
///   {
///     let itemCount = (try? dependencies.cart.contents().itemCount) ?? 0
///     let context = ShopContext(cartChanges: dependencies.cartChanges, itemCount: itemCount)
///     let flow = Flow(context: context)
///     flow.attach(motherboard)
///     return FeatureGraph(flow: flow, interface: context.itemCount)  // the prompt's cart count
///   }
/// }
/// ```
public struct FeatureGraph<FlowOutput, Interface> {
  /// The flow the parent attaches.
  public let flow: FlowOutput
  /// What the feature offers to the rest of the app.
  public let interface: Interface

  /// Groups the outputs of one build.
  /// - Parameters:
  ///   - flow: The flow the parent attaches.
  ///   - interface: What the feature offers to the rest of the app.
  public init(flow: FlowOutput, interface: Interface) {
    self.flow = flow
    self.interface = interface
  }
}

extension FeatureGraph: Sendable where FlowOutput: Sendable, Interface: Sendable {}

/// A builder output with two parts: the flow to attach and an interface for other features.
///
/// Use it when a feature hands out more than its flow, for example a read-only query interface
/// that other features receive through their dependencies. Declare a struct of your own when a
/// feature has more outputs than these two.
///
/// ```swift
/// func build(listener: any CatalogListener, id: String) -> FeatureGraph<CatalogFlow, any CatalogQuerying> {
///   let context = CatalogContext(listener: listener)
///   return FeatureGraph(flow: CatalogFlow(context: context), interface: context)
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

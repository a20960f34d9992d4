/// A builder output with two parts: the flow to attach and an interface for other features.
///
/// Use it when a feature hands out more than its flow, for example a read-only query interface
/// that other features receive through their dependencies. Declare a struct of your own when a
/// feature has more outputs than these two.
///
/// A counter: the flow to attach, and its count, which other features observe.
/// ```swift
/// struct CounterBuilder: Builder {
///   let taps: Channel<Int>
///   func build(_ input: Void, listener: Void) -> FeatureGraph<Flow, StateContainer<Int>> {
///     let context = CounterContext(taps: taps)
///     return FeatureGraph(flow: Flow(context: context), interface: context.count)  // read-only use
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

/// Makes one feature from its dynamic inputs only.
///
/// A builder receives everything static (services, stores, configuration) through its
/// initializer, as the feature's own dependency protocol, which names only what the feature
/// uses. Its `build` method takes only what changes from one use to the next: the input this
/// instance is about (an order, a product) and the listener that hears the feature's results.
/// The parent decides which builder implementation a child gets, so a test or an experiment can
/// swap it.
///
/// Builders are main-actor isolated because what they make, flows and their contexts, lives on
/// the main actor.
///
/// A greeting: the greeting is static, the name is this instance's input, and the listener
/// hears that the user left. A feature with a view returns a ``PresentableFeature`` instead.
/// ```swift
/// struct GreetingBuilder: Builder {
///   let greeting: String  // static: the same for every instance, through the initializer
///   func build(_ name: String, listener: @escaping @MainActor () -> Void) -> Flow {
///     Flow(context: GreetingContext(text: "\(greeting), \(name)!", listener: listener))
///   }
/// }
/// ```
@MainActor
public protocol Builder {
  /// What one instance is about; `Void` when there is nothing.
  associatedtype Input = Void
  /// What the built feature reports to, usually the parent's context or board.
  associatedtype Listener
  /// What `build` returns: a flow, or a ``FeatureGraph`` with several outputs.
  associatedtype Output

  /// Makes a new instance of the feature.
  /// - Parameters:
  ///   - input: What this instance is about.
  ///   - listener: Receives the feature's results; hold it weakly inside the feature.
  /// - Returns: The feature's output.
  func build(_ input: Input, listener: Listener) -> Output
}

extension Builder where Input == Void {
  /// Makes a new instance of a feature that needs no input.
  /// - Parameter listener: Receives the feature's results.
  /// - Returns: The feature's output.
  public func build(listener: Listener) -> Output {
    build((), listener: listener)
  }
}

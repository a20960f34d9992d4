/// A builder with its concrete type hidden, so a parent can hold whichever builder it is given,
/// and a plugin list can offer builders of different types.
///
/// Greetings of any builder type, or of a closure, share one type this way:
/// ```swift
/// typealias AnyGreetingBuilder = AnyBuilder<String, @MainActor () -> Void, Flow>
/// let plain = AnyGreetingBuilder(GreetingBuilder(greeting: "Hello"))  // its type hidden
/// let empty = AnyGreetingBuilder { _, _ in Flow() }  // or a closure, as in a test
/// ```
@MainActor
public struct AnyBuilder<Input, Listener, Output>: Builder {
  private let make: @MainActor (Input, Listener) -> Output

  /// Wraps a build function.
  /// - Parameter build: Makes the output from the input and the listener.
  public init(_ build: @escaping @MainActor (Input, Listener) -> Output) {
    self.make = build
  }

  /// Wraps another builder with the same types.
  /// - Parameter builder: The builder to hide.
  public init<Wrapped: Builder>(_ builder: Wrapped)
  where Wrapped.Input == Input, Wrapped.Listener == Listener, Wrapped.Output == Output {
    self.make = { input, listener in builder.build(input, listener: listener) }
  }

  /// Makes a new instance of the feature by calling the wrapped builder.
  /// - Parameters:
  ///   - input: What this instance is about.
  ///   - listener: Receives the feature's results.
  /// - Returns: The feature's output.
  public func build(_ input: Input, listener: Listener) -> Output {
    make(input, listener)
  }
}

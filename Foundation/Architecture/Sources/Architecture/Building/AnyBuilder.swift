/// A builder with its concrete type hidden, so a parent can hold whichever builder it is given.
///
/// ```swift
/// let builder = AnyBuilder<any CartListener, CartFlow> { listener, id in
///   CartFlow(context: CartContext(listener: listener))
/// }
/// ```
@MainActor
public struct AnyBuilder<Listener, Output>: Builder {
  private let make: @MainActor (Listener, String) -> Output

  /// Wraps a build function.
  /// - Parameter build: Makes the output from the listener and the identifier.
  public init(_ build: @escaping @MainActor (Listener, String) -> Output) {
    self.make = build
  }

  /// Wraps another builder with the same listener and output types.
  /// - Parameter builder: The builder to hide.
  public init<Wrapped: Builder>(_ builder: Wrapped)
  where Wrapped.Listener == Listener, Wrapped.Output == Output {
    self.make = { listener, id in builder.build(listener: listener, id: id) }
  }

  /// Makes a new instance of the feature by calling the wrapped builder.
  /// - Parameters:
  ///   - listener: Receives the feature's results.
  ///   - id: Identifies this instance.
  /// - Returns: The feature's output.
  public func build(listener: Listener, id: String) -> Output {
    make(listener, id)
  }
}

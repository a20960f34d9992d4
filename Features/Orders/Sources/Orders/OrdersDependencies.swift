import Core

/// What the orders feature needs from its parent: storage for the history and the clock that
/// dates new orders, both from ``BaseDependencies``.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestOrdersDependencies` from `OrdersTesting`.
public protocol OrdersDependencies: BaseDependencies {}

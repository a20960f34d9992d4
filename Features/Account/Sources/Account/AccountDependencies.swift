import Core

/// What the account feature needs from its parent: only the shared services.
///
/// The app's dependency solver conforms to this protocol; tests and the example use
/// `TestAccountDependencies` from `AccountTesting`.
public protocol AccountDependencies: BaseDependencies {}

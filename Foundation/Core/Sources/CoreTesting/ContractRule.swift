import Testing

/// One promise of a service protocol, written once and checked on every implementation of it.
///
/// An interface's contract is a list of rules, one per promise of the protocol's doc comments.
/// A parameterized test runs every rule against the fake (in the interface's tests) and against
/// the real implementation (in the feature's tests), so a fake that drifts from the real thing
/// fails the same rule, with the same message, as a broken implementation would.
///
/// ```swift
/// @Test(arguments: CartServiceContract.rules)
/// func fakeCartKeepsTheContract(_ rule: ContractRule<CartServiceContract.MakeCart>) async throws {
///   try await rule.check { products in FakeCart(products: products) }
/// }
/// ```
public struct ContractRule<Subject: Sendable>: Sendable, CustomTestStringConvertible {
  /// The promise, as the protocol's documentation states it; test reports name the rule by it.
  public let promise: String
  private let body: @Sendable (Subject) async throws -> Void

  /// Makes a rule.
  /// - Parameters:
  ///   - promise: What the protocol promises, in a sentence.
  ///   - body: Checks the promise on the implementations `Subject` makes, with `#expect` and
  ///     `#require`; an error it throws fails the rule too.
  public init(_ promise: String, _ body: @escaping @Sendable (Subject) async throws -> Void) {
    self.promise = promise
    self.body = body
  }

  /// Checks the rule on what `subject` makes: every broken expectation is recorded as an issue
  /// of the running test.
  /// - Parameter subject: Makes the implementations under test, fresh for this rule.
  /// - Throws: What the rule's body throws, such as an unexpected error of the implementation.
  public func check(_ subject: Subject) async throws {
    try await body(subject)
  }

  /// The promise.
  public var testDescription: String { promise }
}

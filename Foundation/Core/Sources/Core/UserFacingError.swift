/// An error a feature explains to the user itself: its description is the sentence the user
/// reads, and it says whether the user asked for something the program does not accept.
///
/// Each feature's errors conform in its interface package, so an app reports any feature's
/// error the same way without knowing its type: a usage error (exit code 2 on a command line)
/// or a failed operation (exit code 1).
///
/// ```swift
/// extension CheckoutError: UserFacingError {
///   public var isUsageError: Bool { if case .invalidAddress = self { true } else { false } }
/// }
/// ```
public protocol UserFacingError: Error, CustomStringConvertible {
  /// Whether the user's input was not acceptable, as opposed to an operation that failed.
  var isUsageError: Bool { get }
}

extension UserFacingError {
  /// A failed operation, unless the error says otherwise.
  public var isUsageError: Bool { false }
}

/// An error that knows how the program should exit when it ends a command.
///
/// A program's own usage errors (a shipping address the checkout refuses) conform with
/// ``ExitCode/usageError``, so ``ExitCode/init(for:)`` maps every error to 0, 1 or 2 in one
/// place.
public protocol ExitCodeConvertible: Error {
  /// The code the program exits with when this error ends a command.
  var exitCode: ExitCode { get }
}

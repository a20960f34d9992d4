/// An error that knows how the program should exit when it ends a command.
///
/// A program's own usage errors (a shipping address the checkout refuses) conform with
/// ``ExitStatus/usageError``, so ``ExitStatus/init(for:)`` maps every error to 0, 1 or 2 in one
/// place.
public protocol ExitStatusConvertible: Error {
  /// The status the program exits with when this error ends a command.
  var exitStatus: ExitStatus { get }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call, described by the system's message for its `errno`.
struct SystemError: LocalizedError, Sendable {
  /// The system's message, such as "Permission denied".
  let reason: String

  /// The error of the system call that just failed.
  static func last() -> SystemError {
    SystemError(reason: String(cString: strerror(errno)))
  }

  var errorDescription: String? { reason }
}

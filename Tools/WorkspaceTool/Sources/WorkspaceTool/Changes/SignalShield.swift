#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Holds off Ctrl-C, hang-up and terminate signals while the repository is being changed, so an
/// interrupted command cannot leave a half-made package; the signal takes effect afterwards.
struct SignalShield: Sendable {
  /// Runs `body` with the signals blocked, then unblocks them (a pending one is delivered).
  func run<T>(_ body: () throws -> T) rethrows -> T {
    var blocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGINT)
    sigaddset(&blocked, SIGTERM)
    sigaddset(&blocked, SIGHUP)
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return try body()
  }
}

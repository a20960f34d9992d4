#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` with Ctrl-C, hang-up and terminate held off, so an interrupted command cannot
/// leave a half-made change; a signal that came meanwhile takes effect afterwards.
func withSignalsHeldOff<T>(_ body: () throws -> T) rethrows -> T {
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

import Architecture
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started on a pseudo-terminal, in a session of its own with the terminal as its
/// controlling terminal, and a thread that waits for its end.
final class ChildProcess: Sendable {
  private struct State {
    var termination: PseudoTerminal.Termination?
    var waiters: [Int: CheckedContinuation<PseudoTerminal.Termination, any Error>] = [:]
    var nextWaiter = 0
  }

  let pid: pid_t
  private let state = Locked(State())

  /// Starts a program with `posix_spawn`: a new session (so opening the terminal makes it the
  /// controlling one), the terminal on descriptors 0, 1 and 2, default signal actions and no
  /// blocked signals, whatever the test runner has.
  init(arguments: [String], environment: [String: String], terminal: String) throws {
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
      let newSession: Int32 = 0x80  // POSIX_SPAWN_SETSID, glibc 2.26 and later
    #else
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
      let newSession = POSIX_SPAWN_SETSID
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE, SIGTTIN, SIGTTOU,
      SIGCHLD, SIGUSR1, SIGUSR2, SIGALRM,
    ] {
      sigaddset(&defaults, signal)
    }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(
      &attributes, Int16(newSession | Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)))
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard result == 0 else { throw PseudoTerminal.Failure(call: "posix_spawn", errno: result) }
    self.pid = pid
    Thread.detachNewThread { [self] in waitForEnd() }
  }

  /// How the program ended, waiting for it.
  func termination(within limit: Duration) async throws -> PseudoTerminal.Termination {
    try await withCheckedThrowingContinuation { continuation in
      let id: Int? = state.withLock { state in
        if let termination = state.termination {
          continuation.resume(returning: termination)
          return nil
        }
        state.nextWaiter += 1
        state.waiters[state.nextWaiter] = continuation
        return state.nextWaiter
      }
      guard let id else { return }
      Task { [self] in
        try? await Task.sleep(for: limit)
        state.withLock { $0.waiters.removeValue(forKey: id) }?.resume(
          throwing: PseudoTerminal.Failure(
            call: "waiting \(limit) for the program's end", errno: ETIMEDOUT))
      }
    }
  }

  /// Ends the program's session with SIGKILL, if it still runs.
  func kill() {
    let hasEnded = state.withLock { $0.termination != nil }
    if !hasEnded { sendKill(-pid) }
  }

  private func waitForEnd() {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let termination: PseudoTerminal.Termination =
      status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    let waiters = state.withLock { state in
      state.termination = termination
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume(returning: termination) }
  }
}

private func sendKill(_ target: pid_t) {
  _ = kill(target, SIGKILL)
}

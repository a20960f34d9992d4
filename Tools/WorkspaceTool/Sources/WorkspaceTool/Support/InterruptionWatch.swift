import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns Ctrl-C, SIGTERM and SIGHUP during a long command into a clean stop: the command's
/// child processes are killed (see ``ChildProcesses``), so the command fails at its next step
/// and cleans up on its way out; ``finish()`` then ends the process by the same signal, as
/// the signal would have.
final class InterruptionWatch {
  private static let watched: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The first signal that arrived.
  private final class Arrival: Sendable {
    let number = Mutex<Int32?>(nil)
  }

  private let arrival: Arrival
  private let sources: [any DispatchSourceSignal]
  private var previousMask = sigset_t()

  /// Starts watching; `children` are stopped when a signal arrives.
  ///
  /// The signals are unblocked on this thread: a parent may have started mf with them blocked,
  /// and a blocked signal would reach neither the watch nor, afterwards, its default action.
  init(children: ChildProcesses) {
    var sources: [any DispatchSourceSignal] = []
    let arrival = Arrival()
    var watchedSet = sigset_t()
    sigemptyset(&watchedSet)
    for number in Self.watched { sigaddset(&watchedSet, number) }
    for number in Self.watched {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        arrival.number.withLock { $0 = $0 ?? number }
        children.stopAll()
      }
      source.resume()
      sources.append(source)
    }
    self.arrival = arrival
    self.sources = sources
    pthread_sigmask(SIG_UNBLOCK, &watchedSet, &previousMask)
  }

  /// The signal that arrived, if one did.
  var arrivedSignal: Int32? { arrival.number.withLock { $0 } }

  /// Stops watching and gives the signals their default action back; if one arrived, ends the
  /// process by it.
  func finish() {
    for source in sources { source.cancel() }
    for number in Self.watched { signal(number, SIG_DFL) }
    if let number = arrivedSignal { raise(number) }
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
  }
}

import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's hold on its terminal, and the signal handlers that give the terminal back
/// whatever ends the program.
///
/// Everything a handler needs is prepared before the handlers are installed: the modes to
/// restore and the raw ones, the bytes that leave and re-enter the full screen, the
/// descriptors. A handler only reads that storage and calls `write`, `tcsetattr`, `sigaction`,
/// `pthread_sigmask` and `raise`, which are async-signal-safe.
///
/// - Terminating signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) and crashes (SIGABRT, SIGSEGV,
///   SIGBUS, SIGILL, SIGFPE, SIGTRAP): the terminal is restored, the signal's previous action
///   is put back and the signal raised again, so the program ends as it would have (and a
///   crash still reports its backtrace). A signal the program ignored (`nohup`) stays ignored.
/// - SIGTSTP (Ctrl-Z, `kill -TSTP`): restored, then the program stops; when it continues, raw
///   mode and the alternate screen come back and the app redraws.
/// - SIGCONT after an uncatchable SIGSTOP: raw mode again, and a redraw.
/// - SIGWINCH: the reader thread is woken to report the new size.
/// - `exit()` from anywhere: an `atexit` handler restores.
///
/// SIGKILL cannot be caught: after `kill -9`, type `reset` in the shell.
enum TerminalTakeover {
  /// Storage the handlers read; allocated once and never freed.
  private struct Storage: @unchecked Sendable {
    // Safety: written only on the main actor while no handler can read it (before
    // `isTakenOver` is set), read by handlers afterwards.
    let descriptors = UnsafeMutablePointer<Int32>.allocate(capacity: 3)
    let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    let raw = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    let enter = UnsafeMutableRawBufferPointer.allocate(
      byteCount: ScreenModes.enter.count, alignment: 1)
    let leave = UnsafeMutableRawBufferPointer.allocate(
      byteCount: ScreenModes.leave.count, alignment: 1)
    let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    init() {
      enter.copyBytes(from: ScreenModes.enter)
      leave.copyBytes(from: ScreenModes.leave)
      descriptors.initialize(repeating: -1, count: 3)
    }

    var input: Int32 { descriptors[0] }
    var output: Int32 { descriptors[1] }
    var wake: Int32 { descriptors[2] }
  }

  private static let storage = Storage()
  /// Whether the terminal is in raw mode on the alternate screen, this program's.
  private static let isTakenOver = Atomic<Bool>(false)
  private static let atExitRegistered = Atomic<Bool>(false)

  static let terminatingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  static let crashSignals = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP]
  private static var handledSignals: [Int32] {
    terminatingSignals + crashSignals + [SIGTSTP, SIGCONT, SIGWINCH]
  }

  /// Takes the terminal over: raw mode, the alternate screen, a hidden cursor, and the signal
  /// handlers that give it back.
  /// - Parameters:
  ///   - input: The terminal's input descriptor, whose modes change.
  ///   - output: The terminal's output descriptor.
  ///   - wake: The write end of the reader's wake pipe, non-blocking.
  /// - Throws: ``TerminalError`` when another takeover is active or the modes cannot be read.
  static func begin(input: Int32, output: Int32, wake: Int32) throws {
    guard !isTakenOver.load(ordering: .acquiring) else { throw TerminalError.alreadyInUse }
    guard tcgetattr(input, storage.saved) == 0 else {
      throw TerminalError.systemCall("tcgetattr", errno: errno)
    }
    storage.raw.pointee = SystemCalls.rawModes(from: storage.saved.pointee)
    (storage.descriptors[0], storage.descriptors[1], storage.descriptors[2]) =
      (input, output, wake)
    installHandlers()
    if !atExitRegistered.exchange(true, ordering: .acquiringAndReleasing) {
      atexit { TerminalTakeover.giveBack() }
    }
    isTakenOver.store(true, ordering: .releasing)
    enterFullScreen()
  }

  /// Gives the terminal back and removes the handlers.
  static func end() {
    giveBack()
    storage.descriptors[2] = -1
    for signal in handledSignals {
      sigaction(signal, storage.previousActions + Int(signal), nil)
    }
  }

  /// Writes a frame, unless the terminal has been given back (by a signal on another thread).
  static func write(_ bytes: [UInt8]) {
    guard isTakenOver.load(ordering: .acquiring) else { return }
    bytes.withUnsafeBytes { SystemCalls.writeAll(storage.output, $0) }
  }

  /// Restores the user's modes and screen, once. Async-signal-safe.
  private static func giveBack() {
    guard isTakenOver.exchange(false, ordering: .acquiringAndReleasing) else { return }
    SystemCalls.writeAll(storage.output, UnsafeRawBufferPointer(storage.leave))
    tcsetattr(storage.input, TCSADRAIN, storage.saved)
  }

  /// Raw mode and the full screen again. Async-signal-safe.
  private static func enterFullScreen() {
    tcsetattr(storage.input, TCSADRAIN, storage.raw)
    SystemCalls.writeAll(storage.output, UnsafeRawBufferPointer(storage.enter))
  }

  /// Wakes the reader thread with a one-byte message. Async-signal-safe.
  private static func wake(_ message: UInt8) {
    SystemCalls.writeByte(storage.wake, message)
  }

  private static func installHandlers() {
    let terminating: @convention(c) (Int32) -> Void = { TerminalTakeover.endProgram($0) }
    let blocked = terminatingSignals + [SIGTSTP, SIGWINCH]
    for signal in terminatingSignals + crashSignals {
      install(SystemCalls.action(terminating, blocking: blocked), for: signal)
    }
    install(
      SystemCalls.action({ _ in TerminalTakeover.stopProgram() }, blocking: blocked),
      for: SIGTSTP)
    install(
      SystemCalls.action({ _ in TerminalTakeover.programContinued() }, blocking: blocked),
      for: SIGCONT)
    install(
      SystemCalls.action({ _ in TerminalTakeover.windowResized() }, blocking: []),
      for: SIGWINCH)
  }

  /// Installs an action, keeping the previous one; a signal the program ignores stays ignored.
  private static func install(_ action: sigaction, for signal: Int32) {
    var action = action
    let previous = storage.previousActions + Int(signal)
    sigaction(signal, nil, previous)
    if SystemCalls.isIgnored(previous.pointee), signal != SIGCONT, signal != SIGWINCH { return }
    sigaction(signal, &action, nil)
  }

  /// A terminating signal or a crash: give the terminal back, then let the signal do what it
  /// did before.
  private static func endProgram(_ signal: Int32) {
    let savedErrno = errno
    giveBack()
    sigaction(signal, storage.previousActions + Int(signal), nil)
    raise(signal)
    errno = savedErrno
  }

  /// SIGTSTP: give the terminal back, stop, and take it over again when continued.
  private static func stopProgram() {
    let savedErrno = errno
    let wasTakenOver = isTakenOver.load(ordering: .acquiring)
    giveBack()
    var stop = SystemCalls.defaultAction()
    var ours = sigaction()
    sigaction(SIGTSTP, &stop, &ours)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    raise(SIGTSTP)  // stops here; returns when continued
    sigaction(SIGTSTP, &ours, nil)
    if wasTakenOver {
      isTakenOver.store(true, ordering: .releasing)
      enterFullScreen()
      wake(WakeMessage.resumed)
    }
    errno = savedErrno
  }

  /// SIGWINCH: the reader thread reports the new size.
  private static func windowResized() {
    let savedErrno = errno
    wake(WakeMessage.resized)
    errno = savedErrno
  }

  /// SIGCONT: after a stop this program did not see (SIGSTOP), raw mode again and a redraw.
  private static func programContinued() {
    guard isTakenOver.load(ordering: .acquiring) else { return }
    let savedErrno = errno
    tcsetattr(storage.input, TCSADRAIN, storage.raw)
    wake(WakeMessage.resumed)
    errno = savedErrno
  }
}

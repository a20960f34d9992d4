#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The program's own terminal: standard input and output, in raw mode on the alternate screen
/// while open, and given back as it was on close, on a thrown error, on Ctrl-C, SIGINT,
/// SIGTERM, SIGHUP and crashes, across Ctrl-Z and SIGCONT, and at `exit()`.
///
/// A program runs full screen only when ``isInteractive``; with a pipe or a file, or a terminal
/// that cannot run full screen (`TERM=dumb` or unset), it keeps its line interface, which is
/// also the plain mode a screen reader follows:
///
/// ```swift
/// if SystemTerminal.isInteractive {
///   try await TerminalApp(device: SystemTerminal(), navigation: navigation).run()
/// } else {
///   try await runLinePrompt()
/// }
/// ```
///
/// One `SystemTerminal` of a process may be open at a time. SIGKILL cannot be caught: after
/// `kill -9`, type `reset` in the shell.
@MainActor
public final class SystemTerminal: TerminalDevice {
  private let input: Int32
  private let output: Int32
  private let escapeTimeout: Duration
  private var wakePipe: WakePipe?
  private var reader: InputReader?
  private var events: EventQueue?

  /// Whether standard input and standard output are both terminals, and the terminal can run
  /// full screen: `TERM` names one, and not `dumb`.
  public nonisolated static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
      && TerminalEnvironment().canRunFullScreen
  }

  /// Whether frames are drawn in colour: not when the user set `NO_COLOR`.
  public let isColorEnabled: Bool

  /// The terminal of standard input and output.
  /// - Parameters:
  ///   - escapeTimeout: How long an Esc at the end of the input waits for the rest of a
  ///     sequence before it counts as the Esc key; 50 ms is shorter than a person notices and
  ///     longer than a sequence takes over a slow connection.
  ///   - environment: The user's settings for the terminal; the process's environment by
  ///     default.
  public init(
    escapeTimeout: Duration = .milliseconds(50),
    environment: TerminalEnvironment = TerminalEnvironment()
  ) {
    self.input = STDIN_FILENO
    self.output = STDOUT_FILENO
    self.escapeTimeout = escapeTimeout
    self.isColorEnabled = environment.allowsColor
  }

  /// The window's size; 24 rows of 80 columns when the terminal does not say.
  public var size: TerminalSize {
    SystemCalls.windowSize(of: output) ?? TerminalSize(rows: 24, columns: 80)
  }

  /// Takes the terminal over and starts the thread that reads it.
  /// - Parameter deliver: Gets the events on the main actor, in batches: all that arrived
  ///   since the last call.
  /// - Throws: ``TerminalError/notATerminal`` when input or output is not a terminal;
  ///   ``TerminalError/alreadyInUse`` when another `SystemTerminal` is open.
  public func open(delivering deliver: @escaping @MainActor ([TerminalEvent]) -> Void) throws {
    guard isatty(input) == 1, isatty(output) == 1 else { throw TerminalError.notATerminal }
    guard reader == nil else { throw TerminalError.alreadyInUse }
    let wake = try WakePipe()
    do {
      try TerminalTakeover.begin(input: input, output: output, wake: wake.writeEnd)
    } catch {
      wake.closeBothEnds()
      throw error
    }
    let events = EventQueue(delivering: deliver)
    let reader = InputReader(
      input: input, output: output, wake: wake, escapeTimeout: escapeTimeout, events: events)
    (self.wakePipe, self.reader, self.events) = (wake, reader, events)
    reader.start()
  }

  /// Writes a frame.
  public func write(_ bytes: [UInt8]) {
    TerminalTakeover.write(bytes)
  }

  /// Stops the program's process group with SIGTSTP, as Ctrl-Z does in cooked mode; the
  /// handler gives the terminal back first.
  public func suspend() {
    kill(0, SIGTSTP)
  }

  /// Stops the reader thread and gives the terminal back. Does nothing when not open.
  public func close() {
    guard let reader, let wakePipe else { return }
    self.reader = nil
    self.wakePipe = nil
    events?.close()
    events = nil
    reader.stop()
    TerminalTakeover.end()
    wakePipe.closeBothEnds()
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The program's own terminal: standard input and output, in raw mode on the alternate screen
/// while open, and given back as it was on close, on a thrown error, on Ctrl-C, SIGINT,
/// SIGTERM, SIGHUP and crashes, across Ctrl-Z and SIGCONT, and at `exit()`.
///
/// A program runs full screen only when ``isInteractive``; with a pipe or a file it keeps its
/// line interface:
///
/// ```swift
/// if SystemTerminal.isInteractive {
///   try await TerminalApp(device: SystemTerminal(), navigation: navigation).run()
/// } else {
///   runLinePrompt()
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

  /// Whether standard input and standard output are both terminals.
  public nonisolated static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// The terminal of standard input and output.
  /// - Parameter escapeTimeout: How long an Esc at the end of the input waits for the rest of
  ///   a sequence before it counts as the Esc key; 50 ms is shorter than a person notices and
  ///   longer than a sequence takes over a slow connection.
  public init(escapeTimeout: Duration = .milliseconds(50)) {
    self.input = STDIN_FILENO
    self.output = STDOUT_FILENO
    self.escapeTimeout = escapeTimeout
  }

  /// The window's size; 24 rows of 80 columns when the terminal does not say.
  public var size: TerminalSize {
    SystemCalls.windowSize(of: output) ?? TerminalSize(rows: 24, columns: 80)
  }

  /// Takes the terminal over and starts the thread that reads it.
  /// - Parameter deliver: Gets each event on the main actor.
  /// - Throws: ``TerminalError/notATerminal`` when input or output is not a terminal;
  ///   ``TerminalError/alreadyInUse`` when another `SystemTerminal` is open.
  public func open(delivering deliver: @escaping @MainActor (TerminalEvent) -> Void) throws {
    guard isatty(input) == 1, isatty(output) == 1 else { throw TerminalError.notATerminal }
    guard reader == nil else { throw TerminalError.alreadyInUse }
    let wake = try WakePipe()
    do {
      try TerminalTakeover.begin(input: input, output: output, wake: wake.writeEnd)
    } catch {
      wake.closeBothEnds()
      throw error
    }
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let reader = InputReader(
      input: input, output: output, wake: wake, escapeTimeout: escapeTimeout,
      events: continuation)
    (self.wakePipe, self.reader) = (wake, reader)
    reader.start()
    Task { @MainActor [weak self] in
      for await event in events {
        guard self?.reader != nil else { return }
        deliver(event)
      }
    }
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
    reader.stop()
    TerminalTakeover.end()
    wakePipe.closeBothEnds()
  }
}

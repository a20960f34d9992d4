import Architecture
import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal with a real program running in it, as a person runs it at a terminal:
/// keys in, the screen out (its output through an ``EmulatedScreen``), signals, a resize, and
/// the terminal's modes (`tcgetattr`) to compare before and after the program.
///
/// ```swift
/// let terminal = try PseudoTerminal(rows: 24, columns: 80)
/// let before = try terminal.modes()
/// try terminal.launch(try BuiltExecutable("TerminalUIDemo").url)
/// try await terminal.waitUntil("the list shows") { $0.text.contains("> Apple") }
/// terminal.press(.character("q"))
/// #expect(try await terminal.waitForExit() == .exited(0))
/// #expect(try terminal.modes() == before)
/// ```
///
/// A machine without pseudo-terminals throws ``Unavailable`` from the initializer: catch it
/// and skip the test, saying why.
public final class PseudoTerminal: Sendable {
  /// Pseudo-terminals cannot be opened here (a sandbox, a container without `/dev/pts`).
  public struct Unavailable: Error, CustomStringConvertible {
    /// Why.
    public let description: String
  }

  /// A system call failed.
  public struct Failure: Error, CustomStringConvertible {
    /// The call.
    public let call: String
    /// Its error number.
    public let errno: Int32

    /// `posix_spawn failed: No such file or directory`.
    public var description: String { "\(call) failed: \(String(cString: strerror(errno)))" }
  }

  /// How the program ended.
  public enum Termination: Equatable, Sendable {
    /// It exited with a status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)
  }

  /// The exit status, under job control, of a program stopped by SIGTSTP.
  static let stoppedStatus = 128 + SIGTSTP
  /// What the job-control shell prints when the program has stopped.
  public static let suspendedMarker = "[suspended]"

  private let master: Int32
  private let slave: Int32
  private let slavePath: String
  private let output: PseudoTerminalOutput
  private let process = Locked<ChildProcess?>(nil)
  private let isClosed = Locked(false)

  /// Opens a pseudo-terminal of a size, in the modes a new terminal has (cooked, echoing).
  /// - Throws: ``Unavailable`` when none can be opened.
  public init(rows: Int = 24, columns: Int = 80) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw Unavailable(description: "openpty failed: \(String(cString: strerror(errno)))")
    }
    var name = [CChar](repeating: 0, count: 256)
    guard ttyname_r(slave, &name, name.count) == 0 else {
      closeDescriptors(master, slave)
      throw Unavailable(description: "the pseudo-terminal has no name")
    }
    for descriptor in [master, slave] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    self.master = master
    self.slave = slave
    slavePath = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    output = try PseudoTerminalOutput(
      master: master, size: TerminalSize(rows: rows, columns: columns))
  }

  deinit {
    close()
  }

  /// The terminal's modes now.
  public func modes() throws -> TerminalModes {
    try TerminalModes(of: slave)
  }

  /// Starts a program with the terminal as its standard input, output and error and as its
  /// controlling terminal, in a session of its own.
  /// - Parameters:
  ///   - executable: The program.
  ///   - arguments: Its arguments.
  ///   - environment: Variables added to this process's environment (`TERM` is `xterm` unless
  ///     given).
  ///   - underJobControl: Run it from `/bin/sh -m`, a shell with job control, as a user's
  ///     shell runs it: Ctrl-Z or SIGTSTP then stops it, the shell prints
  ///     ``suspendedMarker`` and waits, and ``resumeSuspended()`` brings it back with `fg`.
  ///     Without it, the program leads its own session, where the system ignores a stop.
  /// - Throws: ``Failure`` when it cannot be started.
  public func launch(
    _ executable: URL, arguments: [String] = [], environment: [String: String] = [:],
    underJobControl: Bool = false
  ) throws {
    var argv = [executable.path] + arguments
    if underJobControl {
      let script = """
        "$0" "$@"; status=$?
        while [ "$status" -eq \(Self.stoppedStatus) ]; do
          printf '\\r\\n%s\\r\\n' '\(Self.suspendedMarker)'
          read -r line
          fg >/dev/null 2>&1; status=$?
        done
        exit "$status"
        """
      argv = ["/bin/sh", "-m", "-c", script] + argv
    }
    var variables = ProcessInfo.processInfo.environment
    variables["TERM"] = "xterm"
    variables.merge(environment) { $1 }
    let child = try ChildProcess(arguments: argv, environment: variables, terminal: slavePath)
    process.withLock { $0 = child }
  }

  /// The screen as the program left it so far.
  public var screen: EmulatedScreen { output.screen }

  /// Everything the program wrote, as text with its escape sequences.
  public var writtenText: String { output.text }

  /// Types bytes, as the terminal sends them.
  public func send(bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(master, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }

  /// Presses keys, in one write.
  public func press(_ keys: Key...) {
    send(bytes: keys.flatMap(\.bytes))
  }

  /// Sends a signal to the terminal's foreground process group, as the terminal does for
  /// Ctrl-C in cooked mode; or `kill -TERM` would to the program.
  public func signalForeground(_ signal: Int32) {
    let group = tcgetpgrp(master)
    if group > 0 {
      kill(-group, signal)
    } else if let pid = process.withLock({ $0?.pid }) {
      kill(pid, signal)
    }
  }

  /// Resizes the terminal; the system tells the foreground program with SIGWINCH.
  public func resize(rows: Int, columns: Int) {
    output.resize(to: TerminalSize(rows: rows, columns: columns))
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = withUnsafeMutablePointer(to: &size) { ioctl(master, UInt(TIOCSWINSZ), $0) }
  }

  /// Waits until the screen meets a condition, checking after each read of the output.
  /// - Throws: ``ScreenWaitTimeout`` with the screen when `limit` passed first.
  public func waitUntil(
    _ description: String, within limit: Duration = .seconds(30),
    _ condition: @escaping @Sendable (EmulatedScreen) -> Bool
  ) async throws {
    try await output.waitUntil(description, within: limit, condition)
  }

  /// Under job control: waits until the program has stopped and the shell has the terminal.
  public func waitUntilSuspended(within limit: Duration = .seconds(30)) async throws {
    try await waitUntil("the shell says the program stopped", within: limit) {
      $0.text.contains(Self.suspendedMarker)
    }
  }

  /// Under job control: tells the shell to bring the stopped program back (`fg`).
  public func resumeSuspended() {
    send(bytes: [0x0A])
  }

  /// Waits for the program (or, under job control, its shell) to end.
  /// - Returns: How it ended.
  public func waitForExit(within limit: Duration = .seconds(30)) async throws -> Termination {
    guard let child = process.withLock({ $0 }) else {
      throw Failure(call: "waitForExit before launch", errno: ECHILD)
    }
    return try await child.termination(within: limit)
  }

  /// Ends the program if it still runs, and closes the terminal; once.
  public func close() {
    guard
      !isClosed.withLock({ closed in
        defer { closed = true }
        return closed
      })
    else { return }
    process.withLock { $0 }?.kill()
    output.stop()
    closeDescriptors(master, slave)
  }
}

private func closeDescriptors(_ descriptors: Int32...) {
  for descriptor in descriptors { close(descriptor) }
}

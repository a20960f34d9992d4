#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the system calls the terminal code shares, safe to call from a signal
/// handler: no allocation, no locks.
enum SystemCalls {
  /// Writes all of a buffer, going on after interruptions; gives up on any other error (a
  /// terminal that hung up).
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
    guard var next = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = write(descriptor, next, remaining)
      if written > 0 {
        next += written
        remaining -= written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// Reads what is there, up to `count` bytes.
  static func read(_ descriptor: Int32, _ buffer: inout [UInt8], _ count: Int) -> Int {
    buffer.withUnsafeMutableBytes { bytes in
      #if canImport(Glibc)
        Glibc.read(descriptor, bytes.baseAddress, min(count, bytes.count))
      #else
        Darwin.read(descriptor, bytes.baseAddress, min(count, bytes.count))
      #endif
    }
  }

  /// The window size of a terminal, or nil when it has none.
  static func windowSize(of descriptor: Int32) -> TerminalSize? {
    var size = winsize()
    let result = withUnsafeMutablePointer(to: &size) {
      ioctl(descriptor, UInt(TIOCGWINSZ), $0)
    }
    guard result == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
    return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
  }

  /// A signal action that runs `handler`, restarting interrupted calls, with `blocked` held
  /// off while it runs.
  static func action(
    _ handler: @convention(c) (Int32) -> Void, blocking blocked: [Int32]
  ) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    for signal in blocked { sigaddset(&action.sa_mask, signal) }
    return action
  }

  /// The default action of a signal (`SIG_DFL`): for SIGTSTP, stopping the process.
  static func defaultAction() -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = SIG_DFL
    #else
      action.__sigaction_u.__sa_handler = SIG_DFL
    #endif
    sigemptyset(&action.sa_mask)
    return action
  }

  /// Writes one byte, without waiting: a wake-up message to a pipe whose reader may be
  /// behind.
  static func writeByte(_ descriptor: Int32, _ byte: UInt8) {
    var byte = byte
    _ = write(descriptor, &byte, 1)
  }

  /// Whether an action ignores its signal (`SIG_IGN`), as `nohup` sets SIGHUP.
  static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Glibc)
      let handler = action.__sigaction_handler.sa_handler
    #else
      let handler = action.__sigaction_u.__sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// The terminal modes of raw input: every byte as it is typed, no echo, no signals from
  /// Ctrl-C or Ctrl-Z (they arrive as keys), no translation of input or output.
  static func rawModes(from modes: termios) -> termios {
    var raw = modes
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) {
      $0[Int(VMIN)] = 1
      $0[Int(VTIME)] = 0
    }
    return raw
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The messages the reader thread is woken with, one byte each, from signal handlers and from
/// the main actor.
enum WakeMessage {
  /// The window changed size.
  static let resized = UInt8(ascii: "w")
  /// The program continued after a stop.
  static let resumed = UInt8(ascii: "c")
  /// The terminal is being closed: the thread ends.
  static let stop = UInt8(ascii: "q")
}

/// A pipe that wakes the reader thread from its `poll`: the self-pipe trick, since a signal
/// handler may only write bytes.
struct WakePipe: Sendable {
  /// The end the reader polls.
  let readEnd: Int32
  /// The end signal handlers write to; non-blocking, so a handler never waits on a full pipe.
  let writeEnd: Int32

  init() throws {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw TerminalError.systemCall("pipe", errno: errno) }
    (readEnd, writeEnd) = (ends[0], ends[1])
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
  }

  /// Sends a message.
  func send(_ message: UInt8) {
    SystemCalls.writeByte(writeEnd, message)
  }

  /// Closes both ends.
  func closeBothEnds() {
    close(readEnd)
    close(writeEnd)
  }
}

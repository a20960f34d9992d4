import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the terminal on a thread of its own and reports keys, resizes and resumes as events.
///
/// The thread blocks in `poll` on the terminal and on the wake pipe, so the main actor never
/// waits for a key, and signal handlers reach it through the pipe. It reads as much as the
/// terminal has (up to 64 KB at a time) and queues the keys of a read together. When the bytes read so far
/// end in an Esc, it waits at most the Esc timeout for more before deciding it was the Esc key.
final class InputReader: Sendable {
  private let input: Int32
  private let output: Int32
  private let wake: WakePipe
  private let escapeTimeout: Int32
  private let events: EventQueue
  private let finished = DispatchSemaphore(value: 0)

  /// A reader; ``start()`` starts its thread.
  /// - Parameters:
  ///   - input: The terminal's input.
  ///   - output: The terminal's output, whose window size a resize reports.
  ///   - wake: The pipe that wakes the thread.
  ///   - escapeTimeout: How long a lone Esc waits for the rest of a sequence.
  ///   - events: Where the events go.
  init(
    input: Int32, output: Int32, wake: WakePipe, escapeTimeout: Duration,
    events: EventQueue
  ) {
    self.input = input
    self.output = output
    self.wake = wake
    let (seconds, attoseconds) = escapeTimeout.components
    self.escapeTimeout = Int32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
    self.events = events
  }

  /// Starts the thread.
  func start() {
    Thread.detachNewThread { [self] in
      read()
      finished.signal()
    }
  }

  /// Ends the thread and waits until it has ended; no event follows.
  func stop() {
    wake.send(WakeMessage.stop)
    finished.wait()
  }

  private func read() {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var isInputOpen = true
    while true {
      var descriptors = [
        pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(
        &descriptors, nfds_t(isInputOpen ? 2 : 1), decoder.hasPending ? escapeTimeout : -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if ready == 0 {
        report(decoder.flush())
        continue
      }
      if descriptors[0].revents != 0 {
        let count = SystemCalls.read(wake.readEnd, &buffer, 64)
        let messages = buffer.prefix(max(0, count))
        if messages.contains(WakeMessage.stop) { return }
        if messages.contains(WakeMessage.resumed) { events.append([.resumed]) }
        if messages.contains(WakeMessage.resized),
          let size = SystemCalls.windowSize(of: output)
        {
          events.append([.resize(size)])
        }
      }
      if isInputOpen, descriptors[1].revents != 0 {
        let count = SystemCalls.read(input, &buffer, buffer.count)
        if count > 0 {
          report(decoder.decode(buffer.prefix(count)))
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          events.append([.inputClosed])
          isInputOpen = false
        }
      }
    }
  }

  private func report(_ keys: [Key]) {
    events.append(keys.map { .key($0) })
  }
}

import Architecture
import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a program wrote to a pseudo-terminal: read on a thread of its own, interpreted into an
/// ``EmulatedScreen``, with the tests waiting for the screen to meet a condition woken after
/// each read.
final class PseudoTerminalOutput: Sendable {
  private struct Waiter {
    let condition: @Sendable (EmulatedScreen) -> Bool
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var screen: EmulatedScreen
    var bytes: [UInt8] = []
    var waiters: [Int: Waiter] = [:]
    var nextWaiter = 0
  }

  private let state: Locked<State>
  private let master: Int32
  private let stopPipe: (read: Int32, write: Int32)
  private let finished = DispatchSemaphore(value: 0)

  init(master: Int32, size: TerminalSize) throws {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw PseudoTerminal.Failure(call: "pipe", errno: errno) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    stopPipe = (ends[0], ends[1])
    self.master = master
    state = Locked(State(screen: EmulatedScreen(rows: size.rows, columns: size.columns)))
    Thread.detachNewThread { [self] in
      read()
      finished.signal()
    }
  }

  /// The screen now.
  var screen: EmulatedScreen { state.withLock { $0.screen } }

  /// Everything written so far, as text.
  var text: String { state.withLock { String(decoding: $0.bytes, as: UTF8.self) } }

  /// Resizes the emulated screen, before the program hears of it.
  func resize(to size: TerminalSize) {
    state.withLock { $0.screen.resize(rows: size.rows, columns: size.columns) }
  }

  /// Waits until the screen meets a condition.
  func waitUntil(
    _ description: String, within limit: Duration,
    _ condition: @escaping @Sendable (EmulatedScreen) -> Bool
  ) async throws {
    let id: Int? = state.withLock { state in
      if condition(state.screen) { return nil }
      state.nextWaiter += 1
      return state.nextWaiter
    }
    guard let id else { return }
    try await withCheckedThrowingContinuation { continuation in
      state.withLock {
        $0.waiters[id] = Waiter(condition: condition, continuation: continuation)
      }
      // The screen may have changed between the check and the registration.
      resumeMetWaiters()
      Task { [self] in
        try? await Task.sleep(for: limit)
        let (waiter, screen) = state.withLock { ($0.waiters.removeValue(forKey: id), $0.screen) }
        waiter?.continuation.resume(
          throwing: ScreenWaitTimeout(condition: description, limit: limit, screen: screen.text))
      }
    }
  }

  /// Stops the reading thread and waits until it has stopped.
  func stop() {
    var byte: UInt8 = 0
    _ = write(stopPipe.write, &byte, 1)
    finished.wait()
    close(stopPipe.read)
    close(stopPipe.write)
  }

  private func read() {
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      var descriptors = [
        pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
        pollfd(fd: master, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, -1)
      if ready < 0, errno == EINTR { continue }
      if ready < 0 || descriptors[0].revents != 0 { return }
      let count = buffer.withUnsafeMutableBytes {
        systemRead(master, $0.baseAddress, $0.count)
      }
      if count <= 0 {
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        return  // the terminal closed
      }
      let chunk = buffer.prefix(count)
      state.withLock {
        $0.screen.feed(chunk)
        $0.bytes += chunk
      }
      resumeMetWaiters()
    }
  }

  private func resumeMetWaiters() {
    let met = state.withLock { state in
      let ids = state.waiters.filter { $0.value.condition(state.screen) }.map(\.key)
      return ids.compactMap { state.waiters.removeValue(forKey: $0) }
    }
    for waiter in met { waiter.continuation.resume() }
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

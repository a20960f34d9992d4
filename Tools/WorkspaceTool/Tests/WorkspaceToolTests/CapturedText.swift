import Synchronization

@testable import WorkspaceTool

/// Keeps everything mf writes to it, so tests can assert on what a user would read.
final class CapturedText: TextSink {
  private let buffer = Mutex("")

  func write(_ text: String) {
    buffer.withLock { $0 += text }
  }

  var text: String { buffer.withLock { $0 } }
}

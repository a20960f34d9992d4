/// A wait for the next completion of a board, taken before the board is activated so that a
/// board completing during its activation is not missed.
@MainActor
final class CompletionTicket {
  let board: String
  private var result: BoardCompletion?
  private var continuation: CheckedContinuation<BoardCompletion, Never>?

  init(board: String) {
    self.board = board
  }

  func resolve(_ completion: BoardCompletion) {
    guard result == nil else { return }
    result = completion
    continuation?.resume(returning: completion)
    continuation = nil
  }

  /// Waits for the completion; a cancelled waiting task gets ``BoardCompletion/cancelled``.
  func wait() async -> BoardCompletion {
    if let result { return result }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if let result {
          continuation.resume(returning: result)
        } else if Task.isCancelled {
          continuation.resume(returning: .cancelled)
        } else {
          self.continuation = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in self.resolve(.cancelled) }
    }
  }
}

import Architecture

/// The work a route starts on another board for the command that runs, such as the cart add a
/// product's detail asks for: the command waits for it and fails with it, so a refused add is
/// reported, and makes the command fail, instead of going unnoticed.
@MainActor
final class RoutedWork {
  private var running: [Task<BoardCompletion, Never>] = []

  /// Starts `work` for the running command.
  /// - Parameter work: Runs a board and tells how it completed.
  func start(_ work: @escaping @MainActor () async -> BoardCompletion) {
    running.append(Task { await work() })
  }

  /// Waits for the work started so far, and what it starts in turn.
  /// - Throws: The error of the first board that failed.
  func finish() async throws {
    var failure: (any Error)?
    while !running.isEmpty {
      let task = running.removeFirst()
      switch await task.value {
      case .failed(let error): failure = failure ?? error
      case .refused(let barrier, let reason):
        failure = failure ?? BoardStopped(board: barrier, reason: reason)
      default: break
      }
    }
    if let failure { throw failure }
  }
}

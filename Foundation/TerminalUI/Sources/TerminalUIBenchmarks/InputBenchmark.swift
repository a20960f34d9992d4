import Foundation
import TerminalUI
import TerminalUITesting

/// Input as a user meets it, through a real terminal: this executable run as a
/// ``PasteTarget`` in a pseudo-terminal, its keys read, decoded, batched, handled and drawn.
///
/// - A 100 KB paste, bracketed as terminals send it: from its first byte sent to the field
///   showing all of it.
/// - The same 100 KB typed (a terminal without bracketed paste sends a paste so), then
///   Ctrl-C: from the Ctrl-C sent to the program's end, whatever is still queued.
struct InputBenchmark {
  static let pasteSize = 100_000

  let executable: URL

  /// The time a 100 KB bracketed paste takes to show in the field: the best of `rounds`.
  func pasteTakenIn(rounds: Int) async throws -> Duration {
    var best = Duration.seconds(3600)
    let text = Self.text
    for _ in 0..<rounds {
      let terminal = try await started()
      defer { terminal.close() }
      let elapsed = try await ContinuousClock().measure {
        terminal.press(.paste(text))
        try await terminal.waitUntil("the field holds the whole paste") {
          $0.lines[1] == "\(Self.pasteSize) characters"
        }
      }
      terminal.press(.control("c"))
      _ = try await terminal.waitForExit()
      best = min(best, elapsed)
    }
    return best
  }

  /// The time from a Ctrl-C sent behind 100 KB of typed keys to the program's end: the worst
  /// of `rounds`, since this is a promise to keep every time.
  func interruptAfterTyping(rounds: Int) async throws -> Duration {
    var worst = Duration.zero
    let bytes = Array(Self.text.utf8)
    for _ in 0..<rounds {
      let terminal = try await started()
      defer { terminal.close() }
      terminal.send(bytes: bytes)
      let clock = ContinuousClock()
      let start = clock.now
      terminal.press(.control("c"))
      guard try await terminal.waitForExit(within: .seconds(60)) == .exited(0) else {
        throw Failure(description: "the program did not end normally on Ctrl-C")
      }
      worst = max(worst, clock.now - start)
    }
    return worst
  }

  /// 100 KB of words, as text copied from a page.
  private static var text: String {
    let words = "stoneware mug, blue, 350 ml; "
    return String(repeating: words, count: pasteSize / words.utf8.count + 1)
      .prefix(pasteSize).description
  }

  private func started() async throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(rows: 6, columns: 60)
    try terminal.launch(executable, arguments: [PasteTarget.argument])
    try await terminal.waitUntil("the field shows") { $0.lines[1] == "0 characters" }
    return terminal
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }
}

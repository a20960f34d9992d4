import Core

/// Shows checkout's progress on the console, one line per step: `Review: 3 items, total $41.00`.
@MainActor
final class CheckoutView {
  private let console: any Console

  init(console: any Console) {
    self.console = console
  }

  /// Shows one step's line.
  func show(step: String, _ summary: String) {
    console.show("\(step): \(summary)\n")
  }

  /// Shows several lines as they are.
  func show(lines: [String]) {
    console.show(lines.map { $0 + "\n" }.joined())
  }
}

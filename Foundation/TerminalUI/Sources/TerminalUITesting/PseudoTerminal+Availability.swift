extension PseudoTerminal {
  /// Whether a pseudo-terminal can be opened here (some containers and sandboxes have none).
  /// Suites that need one are enabled by it, so they are skipped there with the reason printed
  /// once: `.enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals cannot be opened here")`.
  public static let isAvailable: Bool = {
    do {
      try PseudoTerminal(rows: 4, columns: 10).close()
      return true
    } catch {
      print("Skipping the tests that need a pseudo-terminal: \(error)")
      return false
    }
  }()
}

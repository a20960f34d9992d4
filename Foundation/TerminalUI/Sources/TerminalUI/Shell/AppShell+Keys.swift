/// The keys the shell handles after the top screen had its turn.
extension AppShell {
  /// Gives a key to the top sheet, else to the shown tab's stack; then handles back, the tab
  /// keys and the app's shortcuts. While a sheet is shown, it holds the keys, as a modal sheet
  /// does: back closes it, and nothing behind it changes. `q` and Ctrl-C are left to the
  /// ``TerminalApp``, which quits.
  /// - Parameter key: The key.
  /// - Returns: Whether it was used.
  public func handle(_ key: Key) -> KeyHandling {
    hasReopenedSinceKey = false
    willHandleKey?(key)
    if let sheet = sheets.last {
      if sheet.screen.handle(key) == .handled { return .handled }
      guard key.action == .back else { return .ignored }
      sheets.removeLast()
      sheet.removed()
      return .handled
    } else if let selected, selected.stack.handle(key) == .handled {
      return .handled
    }
    if key.action == .back {
      return returnToPreviousTab() ? .handled : .ignored
    }
    if let tab = tab(for: key) {
      select(tab)
      return .handled
    }
    if case .character(let character) = key,
      let shortcut = shortcuts.first(where: { $0.key == character })
    {
      shortcut.action()
      return .handled
    }
    return .ignored
  }

  /// The tab a key shows: the next for `Tab`, the previous for `Shift-Tab`, the n-th for a
  /// digit from 1 to 9.
  private func tab(for key: Key) -> ShellTab? {
    guard !tabs.isEmpty else { return nil }
    let current = tabs.firstIndex { $0 === selected } ?? 0
    switch key {
    case .tab: return tabs[(current + 1) % tabs.count]
    case .backTab: return tabs[(current + tabs.count - 1) % tabs.count]
    case .character(let digit):
      guard let place = digit.wholeNumberValue, (1...9).contains(place), place <= tabs.count
      else { return nil }
      return tabs[place - 1]
    default: return nil
    }
  }
}

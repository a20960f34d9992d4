/// What a key means on every screen: the keys a user learns once.
///
/// | Keys | Action |
/// | --- | --- |
/// | Up, `k` / Down, `j` | ``moveUp`` / ``moveDown`` |
/// | Page Up / Page Down | ``pageUp`` / ``pageDown`` |
/// | Home / End | ``first`` / ``last`` |
/// | Enter | ``choose`` (open or choose) |
/// | Esc, Backspace | ``back`` |
/// | `/` | ``search`` |
/// | `q`, Ctrl-C | ``quit`` |
///
/// A screen asks `key.action` rather than comparing keys, so every screen agrees. A text field
/// takes its keys first: while it has the focus, `j` and `q` are text.
public enum KeyAction: Hashable, Sendable {
  /// Up one row.
  case moveUp
  /// Down one row.
  case moveDown
  /// Up one page.
  case pageUp
  /// Down one page.
  case pageDown
  /// To the first row.
  case first
  /// To the last row.
  case last
  /// Open or choose what is selected.
  case choose
  /// Leave the screen (the screen tells its feature, whose flow dismisses it).
  case back
  /// Start searching.
  case search
  /// Quit the app.
  case quit
}

extension Key {
  /// The key's meaning on every screen, or nil for a key with no fixed meaning.
  public var action: KeyAction? {
    switch self {
    case .up, .character("k"): .moveUp
    case .down, .character("j"): .moveDown
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .home: .first
    case .end: .last
    case .enter: .choose
    case .escape, .backspace: .back
    case .character("/"): .search
    case .character("q"), .control("c"): .quit
    default: nil
    }
  }
}

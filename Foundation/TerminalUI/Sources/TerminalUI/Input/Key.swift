/// A key the user pressed, decoded from the bytes the terminal sent.
///
/// Text arrives as ``character(_:)``, one user-perceived character at a time (`é`, `中`, `👍🏽`);
/// keys that have no text have cases of their own. Pasted text arrives whole, as
/// ``paste(_:)``. Modifiers with arrows and function keys
/// (Ctrl-Up, Shift-F5) arrive as the plain key.
public enum Key: Hashable, Sendable {
  /// A printable character.
  case character(Character)
  /// Ctrl and a letter, as its lowercase letter: `.control("a")` for Ctrl-A. Ctrl-H, Ctrl-I,
  /// Ctrl-J and Ctrl-M arrive as ``backspace``, ``tab`` and ``enter``, which terminals send
  /// for them.
  case control(Character)
  /// Alt (Option) and a character, which terminals send as Esc followed by the character.
  case alt(Character)
  /// Enter (Return).
  case enter
  /// Esc, on its own.
  case escape
  /// Backspace, the key left of the cursor.
  case backspace
  /// Delete, the key right of the cursor.
  case delete
  /// Insert.
  case insert
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// A function key, F1 to F12, by its number.
  case function(Int)
  /// Text pasted into the terminal, as one key however long: the terminal marks a paste's
  /// start and end (bracketed paste, which the full screen turns on), so no key is taken from
  /// pasted text and a `q` in it never quits. The text is as pasted, line breaks and tabs
  /// included; a ``TextField`` inserts it as one line, and screens without a field leave it.
  /// A terminal without bracketed paste sends a paste as typed keys.
  case paste(String)
}

/// A key of the app's own, which works on every screen that does not use it: `c` opens the
/// cart. The status line lists them as `c cart`.
public struct ShellShortcut {
  /// The key.
  public let key: Character
  /// What it does, in a word or two, for the status line.
  public let label: String
  /// What it does.
  let action: @MainActor () -> Void

  /// A shortcut.
  /// - Parameters:
  ///   - key: The key.
  ///   - label: What it does, in a word or two: `notes`.
  ///   - action: What it does.
  public init(_ key: Character, _ label: String, action: @escaping @MainActor () -> Void) {
    self.key = key
    self.label = label
    self.action = action
  }
}

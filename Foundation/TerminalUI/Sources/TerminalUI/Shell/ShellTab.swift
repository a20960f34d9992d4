import Architecture

/// One tab of an ``AppShell``: a name on the tab bar and a stack of its own, which keeps its
/// screens while another tab is shown.
@MainActor
public final class ShellTab {
  /// The name on the tab bar.
  public let title: String
  /// The tab's screens: its feature's first screen at the bottom, what it pushed above.
  public let stack: ScreenStack
  /// Opens the tab's feature when the tab is shown with nothing in it; nil for a tab made by
  /// showing a view as `.tab`.
  let open: (@MainActor () -> Void)?
  /// The view a `.tab` presentation made the tab for, and what to call when the user closes it.
  let shownView: ShownScreen?

  init(title: String, open: (@MainActor () -> Void)?, shownView: ShownScreen? = nil) {
    self.title = title
    self.open = open
    self.shownView = shownView
    stack = ScreenStack()
  }

  /// Whether the tab shows nothing yet, or nothing any more.
  var isEmpty: Bool { stack.screens.isEmpty }
}

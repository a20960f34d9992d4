/// Where boards present: the app chooses, board by board, as Boardy's root context does.
extension Motherboard {
  /// Has one board present its features on a navigation of its own: the app's choice of a tab
  /// for a top-level feature, whose views then go on the tab's stack, while the other boards
  /// present on ``navigation``.
  ///
  /// ```swift
  /// motherboard.navigation = shell  // the UI target's root: its tabs and their stacks
  /// motherboard.present(.notes, on: notesTab)  // the notes' tab: a stack of its own
  /// ```
  /// - Parameters:
  ///   - board: The board.
  ///   - navigation: Where its features' views go; `nil` to present on ``navigation`` again.
  public func present<Input, Output, Command>(
    _ board: BoardID<Input, Output, Command>, on navigation: (any NavigationControllable)?
  ) {
    boardNavigations[board.name] = navigation
  }

  /// Where a board presents: the navigation chosen for it here, else on the outer motherboard,
  /// else ``navigation``.
  func navigation(forBoard board: String) -> (any NavigationControllable)? {
    boardNavigations[board] ?? outer?.boardNavigations[board] ?? navigation
  }
}

/// A live board's node in the flow tree, attached under its motherboard: the board's feature
/// flows are attached below it, and it holds the board, so the board lives as long as the node.
@MainActor
final class BoardFlow: Flow {
  let boardName: String
  /// The board object; released with the node.
  var board: AnyObject?
  /// How the board completed; `nil` when the node ended for another reason.
  var completion: BoardCompletion?
  /// The motherboard of a continuous board's sub-flow, once made; its slot keeps it.
  weak var nested: Motherboard?
  /// How many calls of the board's `activate` are running; a completion asked for meanwhile
  /// waits until the outermost one returns, so flows starting inside it finish starting.
  var activationDepth = 0
  /// A completion asked for during an activation.
  var pendingCompletion: (completion: BoardCompletion, fileID: String, line: Int)?

  init(boardName: String) {
    self.boardName = boardName
    super.init()
  }

  override var debugName: String { "board \(boardName)" }

  /// Where the board's features present: the navigation the app chose for this board.
  override var navigation: (any NavigationControllable)? {
    (parent as? Motherboard)?.navigation(forBoard: boardName)
  }

  /// The user left a feature's view through the navigation: the feature is detached, and the
  /// board completes once no feature of its own runs, as when its last feature leaves.
  override func navigationDidRemoveView(of child: Flow) {
    super.navigationDidRemoveView(of: child)
    guard state == .started, children.allSatisfy({ $0 === nested }),
      let motherboard = parent as? Motherboard
    else { return }
    motherboard.complete(self, with: .finished, fileID: #fileID, line: #line)
  }

  override var leakCheckName: String? { debugName }
}

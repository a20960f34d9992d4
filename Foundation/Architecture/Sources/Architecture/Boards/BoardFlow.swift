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

  override var leakCheckName: String? { debugName }
}

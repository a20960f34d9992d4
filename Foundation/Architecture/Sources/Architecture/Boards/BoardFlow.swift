/// A live board's node in the flow tree, attached under its motherboard: the board's feature
/// flows are attached below it, and it holds the board, so the board lives as long as the node.
@MainActor
final class BoardFlow: Flow {
  let boardName: String
  /// The board object; released with the node.
  var board: AnyObject?
  /// How the board completed; `nil` when the node ended for another reason.
  var completion: BoardCompletion?
  /// The motherboard of a continuous board's sub-flow, once made.
  weak var nested: Motherboard?

  init(boardName: String) {
    self.boardName = boardName
    super.init()
  }

  override var debugName: String { "board \(boardName)" }
}

/// One cell of a frame: the character drawn there and its style.
///
/// A wide character takes two cells: the first holds it, with `width` 2, and the second is its
/// continuation, with `width` 0 and nothing of its own to draw.
struct Cell: Equatable, Sendable {
  var character: Character
  var style: Style
  /// 1 for a normal cell, 2 for the first cell of a wide character, 0 for its second cell.
  var width: UInt8

  static let blank = Cell(character: " ", style: .plain, width: 1)

  /// The second cell of a wide character of `style`.
  static func continuation(_ style: Style) -> Cell {
    Cell(character: " ", style: style, width: 0)
  }

  var isContinuation: Bool { width == 0 }
}

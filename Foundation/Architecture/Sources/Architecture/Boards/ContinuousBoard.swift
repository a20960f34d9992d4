/// A board that runs a sub-flow of boards on a motherboard of its own, from Boardy's
/// `ContinuousBoard`.
///
/// The nested motherboard is made on first use of ``subflow``, configured once by
/// ``registerSubflow(on:)``, attached under the board's node, and ended when the board
/// completes. There is one per board life: after completion, ``subflow`` returns the same
/// motherboard, ended, which refuses activations; nothing is made or registered again. Boards
/// the nested motherboard does not register are looked up on the outer one (with the barriers
/// that guard them there), but each activation makes its board inside the sub-flow.
///
/// A journal runs the notes board on its own motherboard, under its node, and sends out each
/// note written there as its own output:
/// ```swift
/// final class JournalBoard: ContinuousBoard {
///   typealias Output = String
///   let slot: BoardSlot<String>
///   private let notes: NotesBuilder
///   init(slot: BoardSlot<String>, notes: NotesBuilder) {
///     self.slot = slot
///     self.notes = notes
///   }
///   func registerSubflow(on motherboard: Motherboard) {
///     let notes = self.notes
///     motherboard.register(.notes) { NotesBoard(slot: $0, builder: notes) }
///     motherboard.route(.notes, to: slot) { slot, note in slot.send(note) }  // out through here
///   }
///   func activate(_ notes: [String]) {
///     subflow.io(.notes).activate(notes)  // on the nested motherboard, under this board
///   }
/// }
/// ```
@MainActor
public protocol ContinuousBoard: Board {
  /// The board's slot, kept from its factory.
  var slot: BoardSlot<Output> { get }

  /// Registers the sub-flow's boards, barriers and routes on the nested motherboard.
  /// - Parameter motherboard: The nested motherboard, not started yet.
  func registerSubflow(on motherboard: Motherboard)
}

extension ContinuousBoard {
  /// The nested motherboard, made and configured on first use; the same one for the board's
  /// whole life, ended once the board completed.
  public var subflow: Motherboard {
    slot.nestedMotherboard(configure: registerSubflow(on:))
  }
}

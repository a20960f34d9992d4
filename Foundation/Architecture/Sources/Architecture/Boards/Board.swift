/// A self-contained business unit that a motherboard activates by identifier. From Boardy.
///
/// A board is glue: on activation it builds its feature (a builder makes the flow) and attaches
/// the flow through its ``BoardSlot``; what the feature reports, the board sends out as typed
/// outputs (any number per activation) and, when its work is done, it completes. A completed
/// board is removed from its motherboard and released, and its flow is checked for leaks.
///
/// A motherboard makes a board lazily, with its registration's factory, on the first activation;
/// further activations reach the same board until it completes.
///
/// A board names its `Output` type (nothing in the protocol lets Swift infer it); `Input` and
/// `Command` follow from `activate` and `interact`.
///
/// A board keeps nothing between activations: to tell whether its feature already runs, it
/// looks at ``BoardSlot/flows``. A notes board shows its feature until the user leaves it,
/// sends out each note the user adds, and completes when the user leaves:
/// ```swift
/// final class NotesBoard: Board {
///   typealias Output = String
///   private let slot: BoardSlot<String>
///   private let builder: NotesBuilder
///   init(slot: BoardSlot<String>, builder: NotesBuilder) {
///     self.slot = slot
///     self.builder = builder
///   }
///   func activate(_ notes: [String]) {
///     guard slot.flows.isEmpty else { return }  // on screen already: this activation joins it
///     let feature = builder.build(notes) { [slot] in slot.relay($0) }  // out, or done
///     slot.attach(feature.flow, presenting: feature.view)
///   }
/// }
/// ```
@MainActor
public protocol Board: AnyObject {
  /// What activates the board.
  associatedtype Input
  /// What the board sends out; the motherboard routes it.
  associatedtype Output
  /// What the board accepts while active; `Never` when it takes no commands.
  associatedtype Command = Never

  /// Starts (or continues) the board's work for one input.
  /// - Parameter input: What the board was activated with.
  func activate(_ input: Input)

  /// Handles a command sent while the board is active.
  /// - Parameter command: The command.
  func interact(_ command: Command)
}

extension Board where Command == Never {
  /// A board without commands never receives one.
  public func interact(_ command: Never) {}
}

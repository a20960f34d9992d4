/// A running feature that a board's commands reach: the context of a flow the board attached
/// (or the flow itself) handles commands of one type.
///
/// A board keeps nothing of its feature between activations, so it does not hold the context
/// its builder made; its `interact` forwards the command through its slot, which finds the
/// running features that handle that type under the board's node
/// (``BoardSlot/forward(_:)``). The compiler checks the command type at both ends.
///
/// A counter's context handles its board's `reset`; the board fails when no counter runs to
/// take it (see ``BoardSlot/forward(_:)``).
/// ```swift
/// extension CounterContext: CommandHandler {
///   func handle(_ command: CounterCommand) {
///     switch command {
///     case .reset: count.set(0)
///     }
///   }
/// }
/// ```
@MainActor
public protocol CommandHandler<Command>: AnyObject {
  /// What the handler accepts: its board's `Command`.
  associatedtype Command

  /// Handles a command sent to the board while this feature runs.
  /// - Parameter command: The command.
  func handle(_ command: Command)
}

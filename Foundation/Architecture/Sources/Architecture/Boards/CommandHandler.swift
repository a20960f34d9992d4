/// A running feature that a board's commands reach: the context of a flow the board attached
/// (or the flow itself) handles commands of one type.
///
/// A board keeps nothing of its feature between activations, so it does not hold the context
/// its builder made; its `interact` forwards the command through its slot, which finds the
/// running features that handle that type under the board's node
/// (``BoardSlot/forward(_:)``). The compiler checks the command type at both ends.
///
/// Checkout's context handles its board's `cancel`: it reports the checkout failed, and the
/// board fails with what it reports, as for any other failure.
/// ```swift
/// extension CheckoutContext: CommandHandler {
///   func handle(_ command: CheckoutCommand) {
///     switch command {
///     case .cancel: listener(.failed(CheckoutError.cancelled))
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

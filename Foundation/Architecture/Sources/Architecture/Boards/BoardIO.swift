/// A typed handle on one board of a motherboard: the compiler checks the input, the output and
/// the commands against the board's identifier.
///
/// ```swift
/// let run = Task { await motherboard.io(.counter).run(()) }  // activate, then wait
/// motherboard.io(.counter).send(.reset)  // a command, to the active board
/// ```
@MainActor
public struct BoardIO<Input, Output, Command> {
  /// The board's identifier.
  public let id: BoardID<Input, Output, Command>
  /// The motherboard the handle activates on.
  public let motherboard: Motherboard

  /// Activates the board with an input, after every barrier that guards it lets it through.
  ///
  /// The board is made on its first activation. With no barrier closed, the board receives the
  /// input before this returns.
  /// - Parameter input: The input.
  /// - Returns: The activation's handle, to wait for its outcome.
  @discardableResult
  public func activate(_ input: Input) -> Activation {
    motherboard.activate(id, with: input)
  }

  /// Activates the board and waits until it completes: what a command-line front end does for
  /// each command. Cancelling the waiting task stops the wait (and a held activation).
  /// - Parameter input: The input.
  /// - Returns: How the board completed, or why the activation never reached it.
  public func run(_ input: Input) async -> BoardCompletion {
    let ticket = motherboard.expectCompletion(of: id.name)
    let decision = await activate(input).decision()
    if let refusal = decision.completion {
      motherboard.drop(ticket)
      return refusal
    }
    return await motherboard.wait(for: ticket)
  }

  /// Sends a command to the active board; reports an issue when the board is not active.
  /// - Parameter command: The command.
  public func send(_ command: Command) {
    motherboard.send(command, to: id)
  }

  /// Whether the board is active on this motherboard.
  public var isActive: Bool { motherboard.isActive(id.name) }

  /// Waits until the active board completes.
  /// - Returns: How it completed, or `nil` when the board is not active.
  public func completion() async -> BoardCompletion? {
    guard isActive else { return nil }
    return await motherboard.wait(for: motherboard.expectCompletion(of: id.name))
  }
}

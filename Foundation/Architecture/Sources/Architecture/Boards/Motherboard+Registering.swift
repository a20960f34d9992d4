/// Registering boards and barriers on a motherboard, and the barriers that guard each board.
extension Motherboard {
  /// Registers a board; it is made by `make` on its first activation.
  /// - Parameters:
  ///   - id: The board's identifier; its types must be the board's.
  ///   - barriers: Barriers every activation of the board passes first.
  ///   - make: Makes the board for its slot.
  public func register<Input, Output, Command, B: Board>(
    _ id: BoardID<Input, Output, Command>, requires barriers: [BarrierID] = [],
    make: @escaping @MainActor (BoardSlot<Output>) -> B
  ) where B.Input == Input, B.Output == Output, B.Command == Command {
    registry.register(id, requires: barriers, owner: debugName, make: make)
    reportConflicts()
  }

  /// Registers a barrier under an identifier, for boards to require.
  /// - Parameters:
  ///   - id: The barrier's identifier.
  ///   - barrier: The barrier.
  public func provide(_ id: BarrierID, _ barrier: Barrier) {
    registry.provide(id, barrier, owner: debugName)
    reportConflicts()
  }

  /// Guards a board with a barrier, in addition to the barriers its registration requires.
  /// - Parameters:
  ///   - barrier: The barrier's identifier.
  ///   - board: The board.
  public func require<Input, Output, Command>(
    _ barrier: BarrierID, for board: BoardID<Input, Output, Command>
  ) {
    registry.require(barrier, forBoardNamed: board.name, owner: debugName)
  }

  /// Guards every board of this motherboard with a barrier, except some (such as the board the
  /// barrier's own resolution activates).
  /// - Parameters:
  ///   - barrier: The barrier's identifier.
  ///   - exceptions: The boards the barrier leaves alone.
  public func requireEverywhere(_ barrier: BarrierID, except exceptions: [AnyBoardID] = []) {
    registry.requireEverywhere(barrier, except: Set(exceptions.map(\.name)), owner: debugName)
  }

  private func reportConflicts() {
    for conflict in registry.conflicts {
      Flow.report(.duplicateRegistration(conflict.description), to: tree)
    }
    registry.clearConflicts()
  }
}

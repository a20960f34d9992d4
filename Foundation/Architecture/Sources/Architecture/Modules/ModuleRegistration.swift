/// What one module plugin registers, and the resolved flags it may choose variants by.
@MainActor
public struct ModuleRegistration {
  /// The app's resolved flags: a plugin list's state for choosing a builder.
  public let flags: FlagValues
  /// The plugin registering, named in errors.
  public let plugin: String
  var registry: BoardRegistry

  init(plugin: String, flags: FlagValues, registry: BoardRegistry) {
    self.plugin = plugin
    self.flags = flags
    self.registry = registry
  }

  /// Registers a board, made by `make` on its first activation.
  /// - Parameters:
  ///   - id: The board's identifier; its types must be the board's.
  ///   - barriers: Barriers every activation of the board passes first.
  ///   - make: Makes the board for its slot.
  public mutating func board<Input, Output, Command, B: Board>(
    _ id: BoardID<Input, Output, Command>, requires barriers: [BarrierID] = [],
    make: @escaping @MainActor (BoardSlot<Output>) -> B
  ) where B.Input == Input, B.Output == Output, B.Command == Command {
    registry.register(id, requires: barriers, owner: plugin, make: make)
  }

  /// Provides a barrier that boards of any module can require by its identifier.
  /// - Parameters:
  ///   - id: The barrier's identifier.
  ///   - barrier: The barrier.
  public mutating func barrier(_ id: BarrierID, _ barrier: Barrier) {
    registry.provide(id, barrier, owner: plugin)
  }

  /// Guards a board, possibly another module's, with a barrier.
  /// - Parameters:
  ///   - barrier: The barrier's identifier.
  ///   - board: The board.
  public mutating func require<Input, Output, Command>(
    _ barrier: BarrierID, for board: BoardID<Input, Output, Command>
  ) {
    registry.require(barrier, forBoardNamed: board.name, owner: plugin)
  }

  /// Declares a board of another module that this module's boards activate, so that launching
  /// without the module that registers it fails at once, naming both.
  /// - Parameter board: The board used.
  public mutating func uses(_ board: AnyBoardID) {
    registry.use(board.name, by: plugin)
  }

  /// Guards every board with a barrier, except some.
  /// - Parameters:
  ///   - barrier: The barrier's identifier.
  ///   - exceptions: The boards the barrier leaves alone, such as the one its resolution uses.
  public mutating func requireEverywhere(_ barrier: BarrierID, except exceptions: [AnyBoardID]) {
    registry.requireEverywhere(barrier, except: Set(exceptions.map(\.name)), owner: plugin)
  }
}

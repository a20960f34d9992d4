/// The boards a motherboard can make, the barriers it knows and which boards each barrier
/// guards. Module plugins fill one through ``ModuleRegistration``; a motherboard also registers
/// into its own.
///
/// A second registration of a board or barrier name keeps the first one and records a
/// ``LaunchError`` naming both owners; the ``Launcher`` throws it.
@MainActor
struct BoardRegistry {
  /// One registered board.
  struct Entry {
    let name: String
    let signature: String
    let owner: String
    /// A `BoardFactory<Input, Output, Command>`, cast back by the typed activation.
    let factory: Any
    var requirements: [BarrierID]
  }

  private(set) var boards: [String: Entry] = [:]
  private(set) var barriers: [BarrierID: (barrier: Barrier, owner: String)] = [:]
  private var everywhere: [(barrier: BarrierID, except: Set<String>, owner: String)] = []
  /// Requirements named for boards this registry may not hold itself.
  private var namedRequirements: [(board: String, barrier: BarrierID, owner: String)] = []
  /// Boards that modules declared they use, with the module.
  private var usedBoards: [(board: String, user: String)] = []
  /// Registrations that clashed with an earlier one.
  private(set) var conflicts: [LaunchError] = []

  /// Makes an empty registry.
  public init() {}

  /// The registered boards' names, sorted.
  public var boardNames: [String] { boards.keys.sorted() }

  mutating func register<Input, Output, Command, B: Board>(
    _ id: BoardID<Input, Output, Command>, requires barriers: [BarrierID], owner: String,
    make: @escaping @MainActor (BoardSlot<Output>) -> B
  ) where B.Input == Input, B.Output == Output, B.Command == Command {
    if let existing = boards[id.name] {
      conflicts.append(.duplicateBoard(id.name, first: existing.owner, second: owner))
      return
    }
    let factory = BoardFactory<Input, Output, Command> { slot in
      let board = make(slot)
      return (
        board, BoardEndpoints(activate: { board.activate($0) }, interact: { board.interact($0) })
      )
    }
    boards[id.name] = Entry(
      name: id.name, signature: BoardID<Input, Output, Command>.signature, owner: owner,
      factory: factory, requirements: barriers)
  }

  mutating func clearConflicts() {
    conflicts = []
  }

  mutating func provide(_ id: BarrierID, _ barrier: Barrier, owner: String) {
    if let existing = barriers[id] {
      conflicts.append(.duplicateBarrier(id.name, first: existing.owner, second: owner))
      return
    }
    barriers[id] = (barrier, owner)
  }

  mutating func require(_ barrier: BarrierID, forBoardNamed board: String, owner: String) {
    namedRequirements.append((board, barrier, owner))
  }

  mutating func use(_ board: String, by user: String) {
    usedBoards.append((board, user))
  }

  mutating func requireEverywhere(_ barrier: BarrierID, except boards: Set<String>, owner: String) {
    everywhere.append((barrier, boards, owner))
  }

  /// The barriers that guard a board, in the order they were required: its registration's,
  /// then those named for it, then those for every board.
  func requirements(of board: String) -> [BarrierID] {
    var result = boards[board]?.requirements ?? []
    result += namedRequirements.filter { $0.board == board }.map(\.barrier)
    result += everywhere.filter { !$0.except.contains(board) }.map(\.barrier)
    var seen: Set<BarrierID> = []
    return result.filter { seen.insert($0).inserted }
  }

  /// Requirements that name a barrier nobody provides, or a board nobody registers.
  func unsatisfiedRequirements() -> [LaunchError] {
    var problems: [LaunchError] = []
    for entry in boards.values.sorted(by: { $0.name < $1.name }) {
      for barrier in entry.requirements where barriers[barrier] == nil {
        problems.append(.missingBarrier(barrier.name, board: entry.name, requiredBy: entry.owner))
      }
    }
    for requirement in namedRequirements {
      if barriers[requirement.barrier] == nil {
        problems.append(
          .missingBarrier(
            requirement.barrier.name, board: requirement.board, requiredBy: requirement.owner))
      }
      if boards[requirement.board] == nil {
        problems.append(.missingBoard(requirement.board, requiredBy: requirement.owner))
      }
    }
    for use in usedBoards where boards[use.board] == nil {
      problems.append(.missingBoard(use.board, requiredBy: use.user))
    }
    for requirement in everywhere where barriers[requirement.barrier] == nil {
      problems.append(
        .missingBarrier(
          requirement.barrier.name, board: "every board", requiredBy: requirement.owner))
    }
    return problems
  }

  /// One line per barrier: `signed-in guards checkout, orders`.
  func barrierSummary() -> [String] {
    barriers.keys.sorted { $0.name < $1.name }.map { id in
      let guarded = boards.keys.sorted().filter { requirements(of: $0).contains(id) }
      let list = guarded.isEmpty ? "no board" : guarded.joined(separator: ", ")
      return "\(id.name) guards \(list)"
    }
  }
}

/// Makes a board for a slot, with the types of its identifier.
struct BoardFactory<Input, Output, Command> {
  let make:
    @MainActor (BoardSlot<Output>) -> (object: AnyObject, endpoints: BoardEndpoints<Input, Command>)
}

/// A made board's entry points, with its types.
struct BoardEndpoints<Input, Command> {
  let activate: @MainActor (Input) -> Void
  let interact: @MainActor (Command) -> Void
}

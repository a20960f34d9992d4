/// The waits for boards' completions a motherboard keeps, by board name: each is resolved with
/// the next completion of its board, or dropped by its waiter.
@MainActor
struct CompletionTickets {
  private var waiting: [String: [CompletionTicket]] = [:]

  /// Takes a wait for the next completion of a board.
  mutating func expect(_ board: String) -> CompletionTicket {
    let ticket = CompletionTicket(board: board)
    waiting[board, default: []].append(ticket)
    return ticket
  }

  /// Forgets a wait its waiter no longer needs.
  mutating func drop(_ ticket: CompletionTicket) {
    waiting[ticket.board]?.removeAll { $0 === ticket }
  }

  /// Resolves and forgets every wait for a board.
  mutating func resolve(_ board: String, with completion: BoardCompletion) {
    for ticket in waiting.removeValue(forKey: board) ?? [] { ticket.resolve(completion) }
  }
}

/// The routes of a motherboard's board outputs: for each board, the handlers its outputs go to,
/// in the order they were added.
@MainActor
struct OutputRoutes {
  private var routes: [String: [Route]] = [:]

  /// Adds a route that hands every output of a board to a handler, while the target lives.
  /// - Parameters:
  ///   - board: The board's name.
  ///   - signature: The types the route was declared with, for a mismatch report.
  ///   - target: Held weakly; once it is gone, outputs are dropped.
  ///   - handler: Receives the target and each output.
  mutating func add<Output, Target: AnyObject>(
    for board: String, signature: String, target: Target,
    _ handler: @escaping @MainActor (Target, Output) -> Void
  ) {
    routes[board, default: []].append(
      Route(signature: signature) { [weak target] value in
        guard let output = value as? Output else { return false }
        if let target { handler(target, output) }
        return true
      })
  }

  /// Hands an output to every route of its board.
  /// - Returns: The signatures of the routes that expected another output type.
  func dispatch<Output>(_ output: Output, from board: String) -> [String] {
    var mismatches: [String] = []
    for route in routes[board] ?? [] where !route.deliver(output) {
      mismatches.append(route.signature)
    }
    return mismatches
  }

  /// Forgets every route.
  mutating func removeAll() {
    routes = [:]
  }
}

/// One route of a board's outputs; returns `false` for an output of another type.
@MainActor
private struct Route {
  let signature: String
  let deliver: @MainActor (Any) -> Bool
}

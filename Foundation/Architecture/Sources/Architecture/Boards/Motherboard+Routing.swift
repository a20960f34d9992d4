/// Routing a motherboard's board outputs: to handlers, and to other boards (flow chaining).
extension Motherboard {
  /// Hands every output of a board to a handler, with this motherboard, which is held weakly.
  /// - Parameters:
  ///   - id: The board whose outputs to route.
  ///   - handler: Receives this motherboard and each output.
  public func route<Input, Output, Command>(
    _ id: BoardID<Input, Output, Command>,
    _ handler: @escaping @MainActor (Motherboard, Output) -> Void
  ) {
    route(id, to: self, handler)
  }

  /// Hands every output of a board to a handler, with a target that is held weakly.
  /// - Parameters:
  ///   - id: The board whose outputs to route.
  ///   - target: The object the route lives as long as; often the app's root context.
  ///   - handler: Receives the target and each output.
  public func route<Input, Output, Command, Target: AnyObject>(
    _ id: BoardID<Input, Output, Command>, to target: Target,
    _ handler: @escaping @MainActor (Target, Output) -> Void
  ) {
    routes.add(
      for: id.name, signature: BoardID<Input, Output, Command>.signature, target: target, handler)
  }

  /// Activates one board with every output of another: flow chaining, checked by the compiler
  /// (the first board's output type is the next board's input type).
  /// - Parameters:
  ///   - id: The board whose outputs to forward.
  ///   - next: The board they activate.
  public func chain<Input, Output, Command, NextOutput, NextCommand>(
    _ id: BoardID<Input, Output, Command>, to next: BoardID<Output, NextOutput, NextCommand>
  ) {
    route(id) { motherboard, output in motherboard.io(next).activate(output) }
  }

  func dispatch<Output>(_ output: Output, from board: String) {
    for signature in routes.dispatch(output, from: board) {
      reportMismatch(board: board, registered: "output \(Output.self)", requested: signature)
    }
  }
}

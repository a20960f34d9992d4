extension Flow {
  /// A text picture of this flow and its descendants, two spaces of indentation per level.
  ///
  /// Each line shows the flow's name, its state, its context's type and its workers' types:
  /// ```
  /// ShopFlow [started] context: ShopContext
  ///   CartFlow [started] context: CartContext, workers: CartSyncWorker
  /// ```
  /// - Returns: One line per flow, ending with a newline.
  public func debugTree() -> String {
    var lines: [String] = []
    appendDebugLines(to: &lines, depth: 0)
    return lines.map { $0 + "\n" }.joined()
  }

  private func appendDebugLines(to lines: inout [String], depth: Int) {
    var line = String(repeating: "  ", count: depth) + "\(debugName) [\(state.rawValue)]"
    line += " context: \(String(describing: type(of: context)))"
    if !workers.isEmpty {
      let names = workers.map { String(describing: type(of: $0)) }
      line += ", workers: \(names.joined(separator: ", "))"
    }
    lines.append(line)
    for child in children { child.appendDebugLines(to: &lines, depth: depth + 1) }
  }
}

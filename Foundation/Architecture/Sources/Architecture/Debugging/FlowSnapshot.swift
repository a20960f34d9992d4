/// A flow and its descendants as a value: what `debug tree` prints, for tests and tools.
public struct FlowSnapshot: Sendable, Equatable {
  /// The flow's debug name.
  public let name: String
  /// Where the flow is in its life.
  public let state: FlowState
  /// The context's type name, or `nil` for a flow without context.
  public let context: String?
  /// The workers' type names, in start order.
  public let workers: [String]
  /// The type name of the view shown for the flow while it runs, or `nil` for a flow without
  /// one.
  public let view: String?
  /// Extra lines the flow shows, for example a motherboard's boards and barriers.
  public let details: [String]
  /// The attached children, oldest first.
  public let children: [FlowSnapshot]

  /// The number of levels from this flow down to its deepest descendant, this flow included.
  public var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }

  /// The number of flows, this one included.
  public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

  /// The first flow named `name`, this one or a descendant, depth first.
  /// - Parameter name: A debug name.
  /// - Returns: The flow's snapshot, or `nil`.
  public func first(named name: String) -> FlowSnapshot? {
    if self.name == name { return self }
    for child in children {
      if let found = child.first(named: name) { return found }
    }
    return nil
  }

  /// Text, two spaces of indentation per level, one line per flow and per detail:
  /// ```
  /// ShopFlow [started] context: ShopContext
  ///   Motherboard shop [started]
  ///     - boards: cart, catalog
  /// ```
  public var text: String {
    var lines: [String] = []
    appendLines(to: &lines, depth: 0)
    return lines.map { $0 + "\n" }.joined()
  }

  private func appendLines(to lines: inout [String], depth: Int) {
    let indent = String(repeating: "  ", count: depth)
    var line = indent + "\(name) [\(state.rawValue)]"
    var parts: [String] = []
    if let context { parts.append("context: \(context)") }
    if !workers.isEmpty { parts.append("workers: \(workers.joined(separator: ", "))") }
    if let view { parts.append("view: \(view)") }
    if !parts.isEmpty { line += " " + parts.joined(separator: ", ") }
    lines.append(line)
    for detail in details { lines.append(indent + "  - " + detail) }
    for child in children { child.appendLines(to: &lines, depth: depth + 1) }
  }
}

extension Flow {
  /// This flow and its descendants as a value.
  public func snapshot() -> FlowSnapshot {
    FlowSnapshot(
      name: debugName, state: state,
      context: context.map { String(describing: type(of: $0)) },
      workers: workers.map { String(describing: type(of: $0)) },
      view: presentedView.map { String(describing: type(of: $0)) }, details: debugDetails,
      children: children.map { $0.snapshot() })
  }

  /// A text picture of this flow and its descendants; see ``FlowSnapshot/text``.
  public func debugTree() -> String {
    snapshot().text
  }
}

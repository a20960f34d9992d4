/// The dependency cycles of a directed graph: each elementary cycle found by depth-first
/// search, as `[a, b, ..., a]`, deduplicated and rotated to start at its smallest node so
/// output is stable.
func cycles(in edges: [String: [String]]) -> [[String]] {
  var state: [String: Int] = [:]  // 1: on the stack, 2: done
  var stack: [String] = []
  var found: Set<[String]> = []

  func visit(_ node: String) {
    state[node] = 1
    stack.append(node)
    for next in edges[node, default: []].sorted() {
      if state[next] == 1, let start = stack.lastIndex(of: next) {
        let cycle = stack[start...]
        let smallest = cycle.indices.min { stack[$0] < stack[$1] } ?? start
        let rotated = Array(stack[smallest..<stack.endIndex] + stack[start..<smallest])
        found.insert(rotated + [rotated[0]])
      } else if state[next] == nil {
        visit(next)
      }
    }
    stack.removeLast()
    state[node] = 2
  }

  for node in edges.keys.sorted() where state[node] == nil {
    visit(node)
  }
  return found.sorted { $0.lexicographicallyPrecedes($1) }
}

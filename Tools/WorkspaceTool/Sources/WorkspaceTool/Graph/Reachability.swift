/// Every node reachable from `starts` by following `edges`, the starts included: the packages
/// around a focus in `mf graph`, the modules a package's own build compiles.
func reachableNodes(from starts: [String], along edges: (String) -> [String]) -> Set<String> {
  var seen = Set(starts)
  var next = starts
  while let node = next.popLast() {
    for neighbour in edges(node) where seen.insert(neighbour).inserted {
      next.append(neighbour)
    }
  }
  return seen
}

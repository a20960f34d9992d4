import Foundation

/// The output formats of `mf graph`.
enum GraphFormat: String, CaseIterable, Sendable {
  case mermaid
  case dot
  case json
}

/// Renders the package-level dependency graph, in a stable order so its output can be checked in.
struct GraphRenderer: Sendable {
  var graph: WorkspaceGraph

  /// The packages to draw: all of them, or with `focus` the package, everything it uses and
  /// everything that uses it, directly or not.
  func packages(focus: String?) throws -> [WorkspacePackage] {
    guard let focus else { return graph.packages }
    guard let center = graph.package(named: focus) else {
      throw ToolError.failure(
        "no package named \(focus.quoted); the packages are "
          + graph.packages.map(\.name).joined(separator: ", "))
    }
    let edges = graph.packageDependencies
    let keep = reachableNodes(from: [center.folder]) { edges[$0, default: []] }
      .union(
        reachableNodes(from: [center.folder]) { used in
          edges.keys.filter { edges[$0, default: []].contains(used) }
        })
    return graph.packages.filter { keep.contains($0.folder) }
  }

  func render(_ format: GraphFormat, focus: String? = nil) throws -> String {
    let shown = try packages(focus: focus)
    let folders = Set(shown.map(\.folder))
    let names = Dictionary(uniqueKeysWithValues: graph.packages.map { ($0.folder, $0.name) })
    let dependencies = graph.packageDependencies
    let edges = shown.flatMap { package in
      (dependencies[package.folder] ?? []).filter(folders.contains).map {
        (package.name, names[$0] ?? $0)
      }
    }
    switch format {
    case .mermaid, .dot:
      let dot = format == .dot
      var lines =
        dot ? ["digraph workspace {", "  rankdir=TB;", "  node [shape=box];"] : ["graph TD"]
      for layer in Layer.allCases.reversed() {
        let members = shown.filter { $0.layer == layer }.map(\.name)
        guard !members.isEmpty else { continue }
        let name = layer.rawValue
        lines +=
          dot ? ["  subgraph cluster_\(name) {", "    label=\"\(name)\";"] : ["  subgraph \(name)"]
        lines += members.map { dot ? "    \"\($0)\";" : "    \($0)" }
        lines.append(dot ? "  }" : "  end")
      }
      lines += edges.map { dot ? "  \"\($0.0)\" -> \"\($0.1)\";" : "  \($0.0) --> \($0.1)" }
      return (lines + (dot ? ["}"] : [])).joined(separator: "\n") + "\n"
    case .json:
      let grouped = Dictionary(grouping: edges, by: \.0)
      let entries = shown.map { package in
        GraphEntry(
          name: package.name, folder: package.folder, layer: package.layer.rawValue,
          targets: package.targets.map(\.name),
          dependencies: (grouped[package.name] ?? []).map(\.1))
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(entries)
      return String(decoding: data, as: UTF8.self) + "\n"
    }
  }
}

extension GraphRenderer {
  /// The most package names a layer's box lists in ``layerDiagram()``; the rest are counted.
  static let namesPerLayer = 12

  /// The graph by layer, for a README: one box per layer, listing its packages, and an arrow
  /// from a layer to each other layer one of its packages uses. Every edge is in `mf graph`.
  func layerDiagram() -> String {
    let dependencies = graph.packageDependencies
    var lines = ["graph TD"]
    var edges: [String] = []
    for layer in Layer.allCases.reversed() {
      let members = graph.packages.filter { $0.layer == layer }
      guard !members.isEmpty else { continue }
      let names = members.prefix(Self.namesPerLayer).map(\.name)
      let more = members.count > names.count ? ", and \(members.count - names.count) more" : ""
      lines.append(
        "  \(layer.rawValue)[\"\(layer.rawValue): \(names.joined(separator: ", "))\(more)\"]")
      let used = Set(
        members.flatMap { dependencies[$0.folder] ?? [] }.compactMap {
          graph.package(named: $0)?.layer
        })
      for other in Layer.allCases.reversed() where other != layer && used.contains(other) {
        edges.append("  \(layer.rawValue) --> \(other.rawValue)")
      }
    }
    return (lines + edges).joined(separator: "\n") + "\n"
  }
}

/// One package in the JSON form of the graph.
private struct GraphEntry: Encodable {
  var name: String
  var folder: String
  var layer: String
  var targets: [String]
  var dependencies: [String]
}

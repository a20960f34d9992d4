/// Packages named on the command line, by name (`Cart`) or folder (`Features/Cart`).
enum PackageChoice {
  /// The named packages in graph order, each once; an unknown name is a usage error that lists
  /// the packages.
  static func packages(named names: [String], in graph: WorkspaceGraph) throws
    -> [WorkspacePackage]
  {
    var named: [WorkspacePackage] = []
    for name in names {
      guard let package = graph.package(named: name) else {
        throw ToolError.usage(
          "no package named \(name.quoted)",
          hint: "the packages are " + graph.packages.map(\.name).joined(separator: ", "))
      }
      if !named.contains(package) { named.append(package) }
    }
    return graph.packages.filter(named.contains)
  }
}

/// The packages a new package uses, read from the `--uses` list of `mf new` against the graph,
/// as the manifest variables its declaration lists.
struct UsedPackages {
  /// The variables of the interfaces used, in the order given.
  private(set) var interfaces: [String] = []
  /// The variables of the foundation packages used, in the manifest's order for a feature.
  private(set) var foundation: [String] = []
  /// The names of the foundation packages used, in the order of ``foundation``.
  private(set) var foundationNames: [String] = []

  /// Resolves `names` (`Catalog` or `CatalogInterface` for an interface, `Core` for a
  /// foundation package) for a new package of `kind`.
  ///
  /// A feature may use interfaces and foundation packages and always gets the foundation
  /// packages that every existing feature uses; a foundation package may use only foundation
  /// packages. Naming a feature, or anything else, is a failure that lists the choices.
  init(_ names: [String], for kind: PackageKind, graph: WorkspaceGraph) throws {
    let foundationVariables = Self.variables(of: .foundation, in: graph)
    let interfaceVariables = Self.variables(of: .interface, in: graph)
    var usedInterfaces: [String] = []
    var usedFoundation: [String] = []
    for used in names {
      let bare = PackageKind.interface.declaredName(ofPackage: used) ?? used
      if kind == .feature, interfaceVariables[bare] != nil {
        if !usedInterfaces.contains(bare) { usedInterfaces.append(bare) }
      } else if foundationVariables[used] != nil {
        if !usedFoundation.contains(used) { usedFoundation.append(used) }
      } else if graph.package(named: PackageKind.feature.folder(for: used)) != nil {
        throw ToolError.failure(
          "\(used) is a feature; a package cannot use a feature, use its interface "
            + "\(PackageKind.interface.packageName(for: used)) instead")
      } else {
        let known =
          (kind == .feature ? interfaceVariables.keys.sorted() : [])
          + foundationVariables.keys.sorted()
        throw ToolError.failure(
          "\(used.quoted) in --uses is not a package that can be used here; "
            + "choose from: \(known.joined(separator: ", "))")
      }
    }
    if kind == .feature {
      let common = Self.commonFoundation(of: graph)
      let order = graph.declarations.map(\.variable)
      func position(_ name: String) -> Int {
        order.firstIndex(of: foundationVariables[name] ?? "") ?? Int.max
      }
      usedFoundation = (common + usedFoundation.filter { !common.contains($0) }).sorted {
        position($0) < position($1)
      }
    }
    interfaces = usedInterfaces.compactMap { interfaceVariables[$0] }
    foundationNames = usedFoundation.filter { foundationVariables[$0] != nil }
    foundation = foundationNames.compactMap { foundationVariables[$0] }
  }

  /// The variables of the packages of `kind` the root manifest declares, by the name each is
  /// declared with (`Catalog` for `CatalogInterface`).
  static func variables(of kind: PackageKind, in graph: WorkspaceGraph) -> [String: String] {
    var result: [String: String] = [:]
    for declaration in graph.declarations where declaration.kind == kind {
      result[declaration.name] = declaration.variable
    }
    return result
  }

  /// The variables of the used foundation packages that `names` names, in ``foundation``'s
  /// order.
  func foundation(named names: [String]) -> [String] {
    zip(foundationNames, foundation).filter { names.contains($0.0) }.map(\.1)
  }

  /// The foundation packages that every existing feature's source target uses, in graph order;
  /// when there is no feature yet, the kit's packages (`Core` and `Architecture`) that the
  /// workspace has, so that the first feature of a workspace emptied of its features follows the
  /// kit's pattern as the removed ones did. A new feature starts with the same.
  static func commonFoundation(of graph: WorkspaceGraph) -> [String] {
    let foundation = graph.packages.filter { $0.layer == .foundation }.map(\.name)
    let uses = graph.packages.filter { $0.layer == .features }.compactMap { feature in
      let source = PackageKind.feature.targetName(.source, inPackage: feature.name)
      return feature.targets.first { $0.name == source }.map { Set($0.dependencies) }
    }
    guard let first = uses.first else {
      return foundation.filter(FeatureContext.kitPackages.contains)
    }
    let shared = uses.dropFirst().reduce(first) { $0.intersection($1) }
    return foundation.filter(shared.contains)
  }
}
